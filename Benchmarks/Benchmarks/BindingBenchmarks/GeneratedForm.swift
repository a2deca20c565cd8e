import ActionData

/// A generated form: one live text field per field of a 200-field record and 800 labels whose
/// formulas each read 1 to 3 of those fields — 1,000 controls in all, in nested containers.
struct GeneratedForm {
    static let fieldCount = 200
    static let labelCount = 800

    let controller: ADBindingController
    let editors: [ADTextFieldModel]
    let model: [String: Int]

    /// Generates the form; `filled` also sets the model into it.
    init(seed: UInt64 = 42, filled: Bool = false) {
        var generator = SplitMix(state: seed)
        let fields = (0..<Self.fieldCount).map { "f\($0)" }
        var model: [String: Int] = [:]
        for field in fields { model[field] = Int(generator.next() % 1000) }
        let editors = fields.map { field in
            let editor = ADTextFieldModel(name: field, dataPath: field)
            editor.liveUpdate = true
            return editor
        }
        let shapes = ["%@ + 1", "%@ * %@", "compare(%@ > 500, 'high', 'low')", "%@ + %@ - %@", "'#' || %@", "CASE WHEN %@ > %@ THEN 'a' ELSE 'b' END"]
        let labels = (0..<Self.labelCount).map { index in
            let shape = shapes[Int(generator.next() % UInt64(shapes.count))]
            var formula = shape
            while let slot = formula.range(of: "%@") {
                formula.replaceSubrange(slot, with: fields[Int(generator.next() % UInt64(fields.count))])
            }
            return ADLabelModel(name: "label\(index)", dataPath: formula)
        }
        let sections = (0..<20).map { section -> ADViewGroup in
            let sectionEditors: [any ADViewNode] = Array(editors[(section * 10)..<(section * 10 + 10)])
            let sectionLabels: [any ADViewNode] = Array(labels[(section * 40)..<(section * 40 + 40)])
            return ADViewGroup(name: "section\(section)", sectionEditors + sectionLabels)
        }
        controller = ADBindingController(root: ADViewGroup(name: "form", sections))
        self.editors = editors
        self.model = model
        if filled, let record = try? ADRecordEncoder().encode(model) { controller.setRecord(record) }
    }
}

/// SplitMix64, so every run generates the same form.
struct SplitMix {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
