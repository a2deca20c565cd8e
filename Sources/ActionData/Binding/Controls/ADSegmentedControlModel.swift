/// A segmented control: selects the segment whose title matches its data path, ignoring
/// case (``byTitle``), or the segment at the index it holds; writes back the selected value or
/// index.
///
/// By title, what is written back is spelled the way the record spells it: an unchanged selection
/// writes back exactly the value it showed, and a new one is written as its entry in
/// ``segmentValues`` or, when there is none, as its title in the letter case the record used
/// (`"web"` shown as *Web* stays `"web"`, so a lower-case `String` enum still decodes).
public final class ADSegmentedControlModel: ADEditableControlModel<Int?>, ADEditableBindable, ADTintedControl {
    /// The titles of the segments, in order.
    public var segmentTitles: [String]
    /// The spec's `byTitle`: select by title rather than by index.
    public var byTitle = false
    /// The value each segment writes back when ``byTitle`` is set, in segment order; a segment
    /// without one writes its title.
    public var segmentValues: [String] = []
    /// The value shown by title, in the record's spelling, for writing back unchanged.
    private var shownText: String?

    /// Creates a segmented control with `segmentTitles`, bound to `dataPath`.
    public init(name: String = "", dataPath: String = "", segmentTitles: [String] = [], byTitle: Bool = false) {
        self.segmentTitles = segmentTitles
        self.byTitle = byTitle
        super.init(named: name, dataPath: dataPath, value: nil)
    }

    /// A segmented control.
    public var typed: ADControl { .segmentedControl(self) }

    /// The selected segment's index, or `nil` when none is selected.
    public var selectedSegment: Int? {
        get { editedState }
        set { editedState = newValue }
    }

    /// The title of the selected segment.
    public var selectedTitle: String? {
        guard let selectedSegment, segmentTitles.indices.contains(selectedSegment) else { return nil }
        return segmentTitles[selectedSegment]
    }

    /// Selects the segment for `value`; `NULL` selects none.
    /// - Throws: ``ADConversionError`` when no segment has that title or index.
    public func display(_ value: ADValue) throws(ADConversionError) {
        show(nil)
        shownText = nil
        if value.isNull { return }
        if byTitle {
            let text = value.asText()
            guard let index = segmentIndex(matching: text) else {
                throw ADConversionError(value: text, target: "segment title", detail: "the segments are \(listed)")
            }
            show(index)
            shownText = text
        } else {
            let number = try value.asDouble()
            guard number.rounded() == number, let index = Int(exactly: number), segmentTitles.indices.contains(index) else {
                throw ADConversionError(value: value.asText(), target: "segment index", detail: "expected 0 to \(segmentTitles.count - 1)")
            }
            show(index)
        }
    }

    /// The selected value (``byTitle``) or index; `NULL` when none is selected.
    public func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        guard let selectedSegment else { return .null }
        if byTitle { return try EditedValue.coerce(.string(writtenValue(of: selectedSegment)), type: type, kind: kind) }
        return try EditedValue.fromNumber(Double(selectedSegment), type: type, kind: kind)
    }

    /// Marks the current selection as saved.
    override public func markSaved() {
        shownText = selectedSegment.map(writtenValue(of:))
        super.markSaved()
    }

    private func segmentIndex(matching text: String) -> Int? {
        if let index = segmentValues.firstIndex(of: text), segmentTitles.indices.contains(index) { return index }
        return segmentTitles.firstIndex { $0.caseInsensitiveCompare(text) == .orderedSame }
    }

    /// The value segment `segment` writes back, as text (for ``showOptions(_:)``).
    func selectedValueText(of segment: Int) -> String {
        writtenValue(of: segment)
    }

    /// Shows `index` selected as filled from the record, spelled `text` there.
    func showLoaded(_ index: Int?, text: String?) {
        show(index)
        shownText = text
    }

    private func writtenValue(of segment: Int) -> String {
        if segment == savedState, let shownText { return shownText }
        if segmentValues.indices.contains(segment) { return segmentValues[segment] }
        let title = segmentTitles.indices.contains(segment) ? segmentTitles[segment] : ""
        guard let shownText, shownText != title else { return title }
        if shownText == shownText.lowercased() { return title.lowercased() }
        if shownText == shownText.uppercased() { return title.uppercased() }
        return title
    }

    private var listed: String { segmentTitles.map { "'\($0)'" }.joined(separator: ", ") }
}

extension ADSegmentedControlModel: BindingAttributeReceiver {
    /// AKABeacon's `choices`: the segments, from an array constant or an array field; the
    /// control then selects and writes back the choice itself (``byTitle``).
    func receiveAttributes(of binding: ADBindingExpression?, record: ADRecord) throws(ADEvaluationError) {
        guard case .array(let choices)? = try binding?.attributeValue("choices", in: record) else { return }
        segmentTitles = choices.map { $0.asText() }
        segmentValues = segmentTitles
        byTitle = true
    }
}
