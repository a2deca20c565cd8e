import ActionData
import Testing

@Suite("Binding: AKABeacon control attributes")
struct BindingAKABeaconControlTests {
    /// Start value, range, steps up (positive) or down, and where a wrapping stepper ends.
    static let wrapping: [(Double, Int, Double)] = [(9, 1, 1), (10, 1, 1), (1, -1, 10), (5, 2, 9), (2, -1, 10)]

    @Test("a stepper with wraps goes round at the ends of its range", arguments: wrapping)
    func wraps(start: Double, steps: Int, end: Double) throws {
        let stepper = ADStepperModel(name: "count", dataPath: "count")
        stepper.dataBinding = try ADBindingExpression(
            "count { minimumValue: 1, maximumValue: 10, stepValue: 2, wraps: $true, autorepeat: $false, continuous: $false }", kind: .value)
        let controller = ADBindingController(root: ADViewGroup([stepper]))
        controller.setRecord(["count": .double(start)])
        #expect(stepper.wraps && !stepper.autorepeat && !stepper.isContinuous)
        for _ in 0..<abs(steps) {
            if steps > 0 { stepper.increment() } else { stepper.decrement() }
        }
        #expect(stepper.value == end)
    }

    @Test("a stepper without wraps stops at the ends")
    func clamps() {
        let stepper = ADStepperModel(minimumValue: 0, maximumValue: 3, stepValue: 2)
        stepper.increment()
        stepper.increment()
        #expect(stepper.value == 3)
    }

    @Test("ranges from key paths are re-evaluated live")
    func liveRange() throws {
        let low = ADTextFieldModel(name: "low", dataPath: "minimumValue")
        low.liveUpdate = true
        let stepper = ADStepperModel(name: "count", dataPath: "count")
        stepper.dataBinding = try ADBindingExpression("count { minimumValue: minimumValue, maximumValue: minimumValue + 5 }", kind: .value)
        let controller = ADBindingController(root: ADViewGroup([low, stepper]))
        controller.setRecord(["minimumValue": 2, "count": 4])
        #expect(stepper.minimumValue == 2 && stepper.maximumValue == 7)
        low.text = "3"
        let update = controller.controlDidChange(low)
        #expect(update.refreshedControls.map(\.name) == ["count"])
        #expect(stepper.minimumValue == 3 && stepper.maximumValue == 8)
        try controller.setValue(0, at: "minimumValue")
        #expect(stepper.minimumValue == 0)
    }

    /// Shown text, the highlighting pattern and options, and the highlighted character ranges.
    static let highlights: [(String, String, String, [Range<Int>])] = [
        ("Ann and Dan", "an", "{ .CaseInsensitiveSearch }", [0..<2, 4..<6, 9..<11]),
        ("Ann and Dan", "an", "{ .LiteralSearch }", [4..<6, 9..<11]),
        ("née Nee", "nee", "{ .DiacriticInsensitiveSearch, .CaseInsensitiveSearch }", [0..<3, 4..<7]),
        ("a1b22c333", "[0-9]+", "{ .RegularExpressionSearch }", [1..<2, 3..<5, 6..<9]),
        ("👩‍👩‍👧 family", "family", "{}", [2..<8]),
        ("abc", "", "{}", []),
        ("abc abc", "abc", "{ .AnchoredSearch }", [0..<3]),
    ]

    @Test("textAttributeFormatter highlights the pattern's matches in the shown text", arguments: highlights)
    func highlight(text: String, pattern: String, options: String, ranges: [Range<Int>]) throws {
        let label = ADLabelModel(name: "name")
        label.dataBinding = try ADBindingExpression(
            "name { textAttributeFormatter: { pattern: search, patternOptions: \(options), backgroundColor: $UIColor{r:1, g:1, b:0} } }")
        let controller = ADBindingController(root: ADViewGroup([label]))
        controller.setRecord(["name": .string(text), "search": .string(pattern)])
        #expect(label.highlights == ranges)
        #expect(label.highlight?.backgroundColor == ADColor(red: 255, green: 255, blue: 0))
    }

    @Test("the highlight follows the search field live")
    func liveHighlight() throws {
        let search = ADTextFieldModel(name: "search", dataPath: "search")
        search.liveUpdate = true
        let label = ADLabelModel(name: "name")
        label.dataBinding = try ADBindingExpression("name { textAttributeFormatter: { pattern: search } }")
        let controller = ADBindingController(root: ADViewGroup([search, label]))
        controller.setRecord(["name": "Ada Lovelace", "search": "x"])
        #expect(label.highlights.isEmpty)
        search.text = "Love"
        controller.controlDidChange(search)
        #expect(label.highlights == [4..<8])
    }

    @Test("transitionAnimation is stored on labels and image views for front ends")
    func transition() throws {
        let label = ADLabelModel(name: "name")
        label.dataBinding = try ADBindingExpression(
            "name { transitionAnimation: { duration: 0.5, options: { .TransitionCrossDissolve } } }", kind: .text)
        let image = ADImageViewModel(name: "photo")
        image.dataBinding = try ADBindingExpression("photo { transitionAnimation: { duration: 1, delay: 0.25 } }", kind: .image)
        let controller = ADBindingController(root: ADViewGroup([label, image]))
        controller.setRecord(["name": "x", "photo": .null])
        #expect(controller.issues.isEmpty)
        #expect(label.transitionAnimation == ADTransitionAnimation(duration: 0.5, options: ["TransitionCrossDissolve"]))
        #expect(image.transitionAnimation == ADTransitionAnimation(duration: 1, delay: 0.25))
    }

    @Test("transitionAnimation: keyPath reads the settings from the model and re-reads them when they change")
    func transitionFromTheModel() throws {
        let label = ADLabelModel(name: "name")
        label.dataBinding = try ADBindingExpression("name { transitionAnimation: animation }", kind: .text)
        let image = ADImageViewModel(name: "photo")
        image.dataBinding = try ADBindingExpression("photo { transitionAnimation: settings.photo }", kind: .image)
        let controller = ADBindingController(root: ADViewGroup([label, image]))
        controller.setRecord([
            "name": "x", "photo": .null, "animation": ["duration": 0.5, "options": ["TransitionFlipFromLeft"]],
            "settings": ["photo": ["delay": 2, "options": "TransitionCrossDissolve"]],
        ])
        #expect(controller.issues.isEmpty)
        #expect(label.transitionAnimation == ADTransitionAnimation(duration: 0.5, options: ["TransitionFlipFromLeft"]))
        #expect(image.transitionAnimation == ADTransitionAnimation(delay: 2, options: ["TransitionCrossDissolve"]))

        try controller.setValue(0.9, at: "animation.duration")
        #expect(label.transitionAnimation?.duration == 0.9)
        try controller.setValue(.null, at: "animation")
        #expect(label.transitionAnimation == nil)
    }

    /// Settings a model may hold, and the setting an issue names; nothing is applied.
    static let badAnimations: [(ADValue, String)] = [
        ("fast", "transitionAnimation read from the record is string"),
        (["duration": "slow"], "transitionAnimation.duration read from the record is string"),
        (["delay": [1]], "transitionAnimation.delay read from the record is array"),
        (["options": [1, 2]], "transitionAnimation.options read from the record is int"),
        (["options": 3], "transitionAnimation.options read from the record is int"),
    ]

    @Test("a model's animation settings of the wrong kind are an issue naming the setting, nothing applied", arguments: badAnimations)
    func badTransitionFromTheModel(settings: ADValue, message: String) throws {
        let label = ADLabelModel(name: "name")
        label.dataBinding = try ADBindingExpression("name { transitionAnimation: animation }", kind: .text)
        let controller = ADBindingController(root: ADViewGroup([label]))
        controller.setRecord(["name": "x", "animation": ["duration": 0.5]])
        #expect(label.transitionAnimation == ADTransitionAnimation(duration: 0.5))
        try controller.setValue(settings, at: "animation")
        #expect(controller.issues.map(\.control) == ["name"])
        #expect(controller.issues.first?.message.contains(message) == true, "\(controller.issues)")
        #expect(label.transitionAnimation == ADTransitionAnimation(duration: 0.5))
    }

    @Test("transitionAnimation takes a block or a key path, nothing else")
    func transitionAttributeShapes() throws {
        #expect(try ADBindingExpression("name { transitionAnimation: animation }", kind: .text).attribute("transitionAnimation") != nil)
        #expect(throws: ADBindingExpressionError.self) { try ADBindingExpression("name { transitionAnimation: 3 }", kind: .text) }
        #expect(throws: ADBindingExpressionError.self) {
            try ADBindingExpression("name { transitionAnimation: animation { duration: 1 } }", kind: .text)
        }
    }

    @Test("segmented control choices come from the binding")
    func segmentChoices() throws {
        let segments = ADSegmentedControlModel(name: "mode", byTitle: true)
        segments.dataBinding = try ADBindingExpression("mode { choices: modes }", kind: .value)
        let controller = ADBindingController(root: ADViewGroup([segments]))
        controller.setRecord(["mode": "ride", "modes": ["walk", "ride"]])
        #expect(segments.segmentTitles == ["walk", "ride"])
        #expect(segments.selectedSegment == 1)
    }
}

/// A formatter a library user supplies: shows a greeting and reads the name back.
private struct Greeting: ADCustomFormatter {
    let format: String

    func text(for value: ADValue) throws -> String {
        format.replacingOccurrences(of: "%@", with: value.asText())
    }

    func value(from text: String) throws -> ADValue {
        let parts = format.components(separatedBy: "%@")
        guard parts.count == 2, text.hasPrefix(parts[0]), text.hasSuffix(parts[1]) else { throw GreetingError() }
        return .string(String(text.dropFirst(parts[0].count).dropLast(parts[1].count)))
    }
}

private struct GreetingError: Error {}

@Suite("Binding: custom formatters")
struct BindingCustomFormatterTests {
    private static func registry() -> ADBindingClassRegistry {
        var registry = ADBindingClassRegistry.standard
        registry.register("CustomFormatter", attributes: ADBindingAttributeSchema([("format", .text)])) { settings in
            Greeting(format: settings["format"]?.stringValue ?? "%@")
        }
        return registry
    }

    @Test("a registered formatter shows and reads the text of a bound control")
    func showsAndReads() throws {
        let source = "name { formatter: <CustomFormatter> { format: \"Hello, %@!\" } }"
        let field = ADTextFieldModel(name: "name")
        field.dataBinding = try ADBindingExpression(source, kind: .text, registry: Self.registry())
        let controller = ADBindingController(root: ADViewGroup([field]))
        controller.classRegistry = Self.registry()
        controller.setRecord(["name": "Ada"])
        #expect(field.text == "Hello, Ada!")
        field.text = "Hello, Grace!"
        try controller.updateRecord()
        #expect(controller.record["name"] == "Grace")
        field.text = "Bye"
        #expect(throws: ADBindingError.self) { try controller.updateRecord() }
    }

    @Test("a formatter whose factory refuses its settings is an issue of the binding, not a plain text")
    func refusedSettingsAreAnIssue() throws {
        var registry = ADBindingClassRegistry.standard
        registry.register("Refusing", attributes: ADBindingAttributeSchema([("format", .text)])) { _ throws -> any ADCustomFormatter in
            throw GreetingError()
        }
        let label = ADLabelModel(name: "greeting")
        label.dataBinding = try ADBindingExpression("name { formatter: <Refusing> { format: \"%@\" } }", kind: .text, registry: registry)
        let controller = ADBindingController(root: ADViewGroup([label]), classRegistry: registry)
        controller.setRecord(["name": "Ada"])
        #expect(controller.issues.map(\.control) == ["greeting"])
    }

    @Test("without the registry the class is only a validated name")
    func unregistered() throws {
        let binding = try ADBindingExpression("name { formatter: <CustomFormatter> { format: \"Hi %@\" } }")
        #expect(try ADBindingTextFormat(binding: binding).customFormatter == nil)
        #expect(try ADBindingTextFormat(binding: binding, registry: Self.registry()).customFormatter?.className == "CustomFormatter")
    }
}
