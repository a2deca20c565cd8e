/// A segmented control: selects the segment whose title matches its data path, ignoring
/// case (``byTitle``), or the segment at the index it holds; writes back the selected title or
/// index.
public final class ADBoundSegmentedControl: ADBoundControl, ADEditableBindable {
    /// The titles of the segments, in order.
    public var segmentTitles: [String]
    /// The spec's `byTitle`: select by title rather than by index.
    public var byTitle = false
    /// The selected segment's index, or `nil` when none is selected.
    public var selectedSegment: Int?
    /// Whether a change updates the record and its dependants at once.
    public var liveUpdate = false
    /// Required, type and formula rules.
    public var validation = ADValidationRules()
    /// The message of the last failed validation.
    public var validationError: String?
    private var savedSegment: Int?

    /// Creates a segmented control with `segmentTitles`, bound to `dataPath`.
    public init(name: String = "", dataPath: String = "", segmentTitles: [String] = [], byTitle: Bool = false) {
        self.segmentTitles = segmentTitles
        self.byTitle = byTitle
        super.init(named: name, dataPath: dataPath)
    }

    /// The spec's `colorPath`: the tint.
    public var colorPath: String {
        get { colorPath(.tint) }
        set { setColorPath(newValue, .tint) }
    }

    /// The tint `colorPath` gave.
    public var tintColor: ADColor? { colors[.tint] }

    /// The title of the selected segment.
    public var selectedTitle: String? {
        guard let selectedSegment, segmentTitles.indices.contains(selectedSegment) else { return nil }
        return segmentTitles[selectedSegment]
    }

    /// Whether the selection differs from what was last shown or saved.
    public var hasEdits: Bool { selectedSegment != savedSegment }

    /// Selects the segment for `value`; `NULL` selects none.
    /// - Throws: ``ADConversionError`` when no segment has that title or index.
    public func display(_ value: ADValue) throws(ADConversionError) {
        selectedSegment = nil
        savedSegment = nil
        if value.isNull { return }
        if byTitle {
            let title = value.asText()
            guard let index = segmentTitles.firstIndex(where: { $0.caseInsensitiveCompare(title) == .orderedSame }) else {
                throw ADConversionError(value: title, target: "segment title", detail: "the segments are \(listed)")
            }
            selectedSegment = index
        } else {
            let number = try value.asDouble()
            guard number.rounded() == number, let index = Int(exactly: number), segmentTitles.indices.contains(index) else {
                throw ADConversionError(value: value.asText(), target: "segment index", detail: "expected 0 to \(segmentTitles.count - 1)")
            }
            selectedSegment = index
        }
        savedSegment = selectedSegment
    }

    /// The selected title (``byTitle``) or index; `NULL` when none is selected.
    public func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        guard let selectedSegment else { return .null }
        if byTitle { return try EditedValue.coerce(.string(selectedTitle ?? ""), type: type, kind: kind) }
        return try EditedValue.fromNumber(Double(selectedSegment), type: type, kind: kind)
    }

    /// Marks the current selection as saved.
    public func markSaved() { savedSegment = selectedSegment }

    private var listed: String { segmentTitles.map { "'\($0)'" }.joined(separator: ", ") }
}
