import ActionData
import ActionDataWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// What AKABeacon's accepted attributes become in the page's control states: highlighted
/// matches, transitions, list row colours and stepping through the engine.
@Suite("Web: AKABeacon attributes in the control state")
struct WebAKABeaconStateTests {
    private static func labelForm(text: String, binding: String) throws -> ADWebForm {
        let label = ADLabelModel(name: "name")
        label.dataBinding = try ADBindingExpression(binding)
        return ADWebForm(title: "Label", root: ADViewGroup([label]), record: ["name": .string(text)])
    }

    static let highlightCases: [(text: String, binding: String, ranges: [Range<Int>], background: String?)] = [
        ("Ann and Dan", #"name { textAttributeFormatter: { pattern: "an", patternOptions: {.CaseInsensitiveSearch}, backgroundColor: $UIColor{r:255, g:255, b:0} } }"#,
         [0..<2, 4..<6, 9..<11], "#FFFF00"),
        ("👩‍💻 Ann", #"name { textAttributeFormatter: { pattern: "Ann" } }"#, [6..<9], nil),
        ("é1 é2", #"name { textAttributeFormatter: { pattern: "2", backgroundColor: $color{r:0, g:0.5, b:1} } }"#, [4..<5], "#0080FF"),
        ("<b>bold</b>", #"name { textAttributeFormatter: { pattern: "<b>" } }"#, [0..<3], nil),
        ("nothing here", #"name { textAttributeFormatter: { pattern: "xyz" } }"#, [], nil),
    ]

    @Test("a label's highlighted matches are UTF-16 ranges of its text, with the mark's colour", arguments: highlightCases)
    func highlight(text: String, binding: String, ranges: [Range<Int>], background: String?) throws {
        let state = try #require(try Self.labelForm(text: text, binding: binding).snapshot().state(of: "name"))
        #expect(state.text == text, "the text is sent as is; the page puts it into text nodes")
        #expect(state.highlight?.ranges == ranges)
        #expect(state.highlight?.backgroundColor == background)
        let utf16 = Array(text.utf16)
        for range in ranges { #expect(range.upperBound <= utf16.count) }
    }

    @Test("a label without a textAttributeFormatter has no highlight, and no transition")
    func noHighlight() throws {
        let state = try #require(try Self.labelForm(text: "Ada", binding: "name").snapshot().state(of: "name"))
        #expect(state.highlight == nil)
        #expect(state.transition == nil)
    }

    @Test("the highlight follows the text when it changes")
    func highlightFollowsText() throws {
        let label = ADLabelModel(name: "name")
        label.dataBinding = try ADBindingExpression(#"name { textAttributeFormatter: { pattern: search } }"#)
        let search = ADTextFieldModel(name: "search", dataPath: "search")
        search.liveUpdate = true
        let form = ADWebForm(title: "Search", root: ADViewGroup([label, search]), record: ["name": "Ada Lovelace", "search": "love"])
        #expect(form.snapshot().state(of: "name")?.highlight?.ranges == [])
        let update = try form.handle(ADWebEvent(controlID: "search", action: .input, value: "Love"))
        #expect(update.state(of: "name")?.highlight?.ranges == [4..<8])
    }

    static let transitionCases: [(options: [String], effect: ADWebTransition.Effect)] = [
        ([], .fade), (["TransitionCrossDissolve"], .fade), (["TransitionNone"], .none),
        (["CurveEaseIn", "TransitionFlipFromLeft"], .flipFromLeft), (["TransitionFlipFromRight"], .flipFromRight),
        (["UIViewAnimationOptionTransitionFlipFromTop"], .flipFromTop), (["TransitionFlipFromBottom"], .flipFromBottom),
        (["TransitionCurlUp"], .curlUp), (["TransitionCurlDown"], .curlDown), (["AllowUserInteraction"], .fade),
    ]

    @Test("the first transition option chooses the page's animation", arguments: transitionCases)
    func transitionEffect(options: [String], effect: ADWebTransition.Effect) {
        #expect(ADWebTransition(ADTransitionAnimation(duration: 0.5, options: options)).effect == effect)
    }

    static let timingCases: [(duration: Double, delay: Double, expected: (Double, Double))] = [
        (0.3, 0.1, (0.3, 0.1)), (-1, -0.5, (0, 0)), (.infinity, .nan, (0, 0)), (100, 20, (ADWebTransition.longest, ADWebTransition.longest)),
    ]

    @Test("durations and delays are seconds from 0 to the longest", arguments: timingCases)
    func transitionTiming(duration: Double, delay: Double, expected: (Double, Double)) {
        let transition = ADWebTransition(ADTransitionAnimation(duration: duration, delay: delay))
        #expect(transition.duration == expected.0)
        #expect(transition.delay == expected.1)
    }

    @Test("labels and image views carry their binding's transition")
    func transitionsInState() throws {
        let label = ADLabelModel(name: "name")
        label.dataBinding = try ADBindingExpression("name { transitionAnimation: { duration: 0.3, options: .TransitionFlipFromLeft } }")
        let image = ADImageViewModel(name: "photo")
        image.dataBinding = try ADBindingExpression("photo { transitionAnimation: { duration: 0.5, delay: 0.1, options: { .TransitionCrossDissolve } } }")
        let form = ADWebForm(title: "Animated", root: ADViewGroup([label, image]), record: ["name": "Ada", "photo": .null])
        #expect(form.snapshot().state(of: "name")?.transition == ADWebTransition(effect: .flipFromLeft, duration: 0.3))
        #expect(form.snapshot().state(of: "photo")?.transition == ADWebTransition(effect: .fade, duration: 0.5, delay: 0.1))
    }

    @Test("list rows carry the cell style's background and their cell layout")
    func listRowColours() throws {
        let list = ADListModel(name: "items")
        list.dataBinding = try ADBindingExpression(
            #"items { selectedItem: current, cellMapping: $when(done) "DoneCell", defaultCellMapping: "ItemCell" }"#, kind: .dataSource)
        list.cellBinding = try ADBindingExpression("title")
        list.cellStyleBinding = try ADBindingExpression("{ backgroundColor: $when(done) $UIColor{r:0, g:255, b:0} }", kind: .style)
        list.cellLayouts = [
            ADListCellLayout(
                identifier: "DoneCell", cellBinding: try ADBindingExpression("upper(title)"), cellStyleBinding: list.cellStyleBinding)
        ]
        let record: ADRecord = ["items": [["title": "Copy", "done": true], ["title": "Move", "done": false]], "current": .null]
        let form = ADWebForm(title: "Items", root: ADViewGroup([list]), record: record)
        #expect(form.snapshot().state(of: "items")?.content == .list(
                rows: ["COPY", "Move"], backgrounds: ["#00FF00", nil], layouts: ["DoneCell", "ItemCell"],
                sections: [ADWebListSection(rowCount: 2)], selected: nil))
    }

    @Test("a dynamic list's sections reach the page with their titles and row counts")
    func listSections() throws {
        let list = ADListModel(name: "groups")
        list.dataBinding = try ADBindingExpression("groups { dynamic: rows { headerTitle: name, footerTitle: note } }", kind: .dataSource)
        let record: ADRecord = ["groups": [["name": "Fruit", "note": "fresh", "rows": ["Apple", "Pear"]], ["name": "Bread", "rows": ["Rye"]]]]
        let form = ADWebForm(title: "Groups", root: ADViewGroup([list]), record: record)
        #expect(form.snapshot().state(of: "groups")?.content == .list(
                rows: ["Apple", "Pear", "Rye"], backgrounds: [nil, nil, nil], layouts: [nil, nil, nil],
                sections: [ADWebListSection(header: "Fruit", footer: "fresh", rowCount: 2), ADWebListSection(header: "Bread", rowCount: 1)],
                selected: nil))
    }

    static let steppingCases: [(value: Double, wraps: Bool, action: ADWebEvent.Action, expected: Double)] = [
        (5, false, .increment, 6), (5, false, .decrement, 4),
        (10, false, .increment, 10), (1, false, .decrement, 1),
        (10, true, .increment, 1), (1, true, .decrement, 10),
        (9, true, .increment, 10), (2, true, .decrement, 1),
    ]

    @Test("a stepper's buttons step through the engine, wrapping when it wraps", arguments: steppingCases)
    func stepping(value: Double, wraps: Bool, action: ADWebEvent.Action, expected: Double) throws {
        let stepper = ADStepperModel(name: "count")
        stepper.dataBinding = try ADBindingExpression(
            "count { minimumValue: low, maximumValue: high, stepValue: 1, wraps: \(wraps ? "$true" : "$false") }", kind: .value)
        stepper.liveUpdate = true
        let form = ADWebForm(title: "Count", root: ADViewGroup([stepper]), record: ["count": .double(value), "low": 1, "high": 10])
        let update = try form.handle(ADWebEvent(controlID: "count", action: action))
        guard case .number(let shown, _, _, _)? = update.state(of: "count")?.content else {
            Issue.record("the stepper's state is not a number")
            return
        }
        #expect(shown == expected)
        #expect(form.controller.record["count"]?.numericValue == expected)
    }

    static let dayCases: [(typed: String, written: String)] = [
        ("2026-05-05", "2026-05-05"), ("2025-06-01", "2026-01-01"), ("2027-01-05", "2026-12-31"),
        ("2026-01-01", "2026-01-01"), ("2026-12-31", "2026-12-31"),
    ]

    @Test("a date picker's range reaches the page, and a day outside it is kept within it", arguments: dayCases)
    func dateRange(typed: String, written: String) throws {
        let due = ADDatePickerModel(name: "due")
        due.dataBinding = try ADBindingExpression("due { minimumValue: earliest, maximumValue: latest }", kind: .date)
        due.liveUpdate = true
        let record: ADRecord = [
            "due": .null, "earliest": .date(Date(timeIntervalSince1970: 1_767_225_600)), "latest": .date(Date(timeIntervalSince1970: 1_798_675_200)),
        ]
        let form = ADWebForm(title: "Due", root: ADViewGroup([due]), record: record)
        #expect(form.snapshot().state(of: "due")?.content == .date(nil, minimum: "2026-01-01", maximum: "2026-12-31"))
        let update = try form.handle(ADWebEvent(controlID: "due", action: .commit, value: .string(typed)))
        #expect(update.state(of: "due")?.content == .date(written, minimum: "2026-01-01", maximum: "2026-12-31"))
    }

    @Test("stepping a control that is not a stepper is a typed error")
    func steppingOtherControls() throws {
        let form = try Self.labelForm(text: "Ada", binding: "name")
        #expect(throws: ADWebError.self) { try form.handle(ADWebEvent(controlID: "name", action: .increment)) }
        let field = ADTextFieldModel(name: "field", dataPath: "field")
        let fieldForm = ADWebForm(title: "Field", root: ADViewGroup([field]), record: ["field": "x"])
        #expect(throws: ADWebError.self) { try fieldForm.handle(ADWebEvent(controlID: "field", action: .decrement)) }
        #expect(fieldForm.controller.record["field"] == "x")
    }

    @Test("the page has the stepper's buttons and the state JSON carries the new fields")
    func pageAndJSON() async throws {
        let server = ADWebServer(session: try ADWebSession {
            let label = ADLabelModel(name: "name")
            label.dataBinding = try ADBindingExpression(
                #"name { textAttributeFormatter: { pattern: "a", backgroundColor: $UIColor{r:255, g:0, b:0} }, transitionAnimation: { duration: 0.2 } }"#)
            let stepper = ADStepperModel(name: "count", dataPath: "count")
            let still = ADStepperModel(name: "still")
            still.dataBinding = try ADBindingExpression("count { autorepeat: false }")
            let list = ADListModel(name: "items")
            list.dataBinding = try ADBindingExpression("items", kind: .dataSource)
            list.cellStyleBinding = try ADBindingExpression("{ backgroundColor: $when(hot) $UIColor{r:0, g:0, b:255} }", kind: .style)
            let due = ADDatePickerModel(name: "due")
            due.dataBinding = try ADBindingExpression("due { minimumValue: earliest }", kind: .date)
            let record: ADRecord = [
                "name": "Ada", "count": 1, "items": [["hot": false], ["hot": true]], "due": .null, "earliest": .date(Date(timeIntervalSince1970: 1_767_225_600)),
            ]
            return ADWebForm(title: "Page", root: ADViewGroup([label, stepper, still, list, due]), record: record)
        })
        try await Application(router: server.router()).test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                let html = String(buffer: response.body)
                #expect(html.contains(#"data-step="increment""#))
                #expect(html.contains(#"data-step="decrement""#))
                // A held button repeats only for a stepper with autorepeat (the default).
                let rows = html.components(separatedBy: #"<div class="ad-row""#)
                let repeating = try #require(rows.first { $0.contains(#"data-id="count""#) })
                let once = try #require(rows.first { $0.contains(#"data-id="still""#) })
                #expect(repeating.components(separatedBy: "data-autorepeat").count == 3)
                #expect(once.contains("data-step") && !once.contains("data-autorepeat"))
            }
            let state = try await PageClient(client: client).get("/state")
            let label = try #require(state["states"]?.arrayValue?.first?.recordValue)
            let highlight = try #require(label["highlight"]?.recordValue)
            #expect(highlight["ranges"] == [[2, 3]])
            #expect(highlight["background"] == "#FF0000")
            #expect(highlight["color"] == .null)
            #expect(label["transition"]?.recordValue?["effect"] == "fade")
            #expect(label["transition"]?.recordValue?["duration"]?.numericValue == 0.2)
            let states = state["states"]?.arrayValue ?? []
            let list = try #require(states.first { $0.recordValue?["id"] == "items" }?.recordValue)
            #expect(list["backgrounds"] == [.null, "#0000FF"])
            let due = try #require(states.first { $0.recordValue?["id"] == "due" }?.recordValue)
            #expect(due["min"] == "2026-01-01")
            #expect(due["max"] == .null)
        }
    }
}
