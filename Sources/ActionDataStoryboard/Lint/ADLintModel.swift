import ActionData
import Foundation

/// The model a document is linted against: its field paths with their types, and a
/// record of (sample or placeholder) values.
///
/// Build it from a sample record (`--model model.json`) — the values then let the
/// linter be certain about mismatches such as a switch bound to the text "Swift" —
/// or from a list of typed fields (the stored properties of a Swift type).
public struct ADLintModel: Sendable, Hashable {
    /// The model's name, for messages (`Category`), if known.
    public let name: String?
    /// Every field path, nested records' inner paths included, with the kind of value it
    /// holds; `.null` for a type the linter cannot judge (an enum, a type from another file,
    /// an optional of one, a `NULL` sample).
    public let fields: [ADFieldPath: ADValue.Kind]
    /// The record the paths come from: the sample, or placeholders of each type.
    public let record: ADRecord
    /// Whether ``record`` holds real sample values (from JSON) rather than placeholders.
    public let hasSampleValues: Bool

    /// A model from a sample record, such as one read from JSON.
    public init(sample: ADRecord, name: String? = nil) {
        self.name = name
        record = sample
        hasSampleValues = true
        var fields: [ADFieldPath: ADValue.Kind] = [:]
        Self.collect(sample, prefix: [], into: &fields)
        self.fields = fields
    }

    /// A model from typed fields (nested paths such as `address.city` allowed).
    public init(name: String?, fields: [(path: ADFieldPath, type: ADValue.Kind)]) {
        self.name = name
        hasSampleValues = false
        var types: [ADFieldPath: ADValue.Kind] = [:]
        for field in fields {
            types[field.path] = field.type
            var parent = field.path.parent
            while let path = parent {
                types[path] = .record
                parent = path.parent
            }
        }
        self.fields = types
        record = Self.placeholderRecord(types, prefix: [])
    }

    /// The type of the field at `path`, or `nil` when the model has no such field.
    public func type(of path: ADFieldPath) -> ADValue.Kind? { fields[path] }

    /// The closest existing path to a missing one, for "did you mean".
    public func suggestion(for path: ADFieldPath) -> ADFieldPath? { record.suggestedFieldPath(for: path) }

    private static func collect(_ record: ADRecord, prefix: [String], into fields: inout [ADFieldPath: ADValue.Kind]) {
        for (name, value) in record {
            let path = ADFieldPath(components: prefix + [name])
            fields[path] = value.kind
            if case .record(let inner) = value { collect(inner, prefix: prefix + [name], into: &fields) }
        }
    }


    private static func placeholderRecord(_ types: [ADFieldPath: ADValue.Kind], prefix: [String]) -> ADRecord {
        let children = types.keys.filter { $0.components.count == prefix.count + 1 && Array($0.components.prefix(prefix.count)) == prefix }
        var pairs: [(String, ADValue)] = []
        for path in children.sorted() {
            let value: ADValue
            switch types[path] ?? .null {
            case .string: value = .string("")
            case .bool: value = .bool(false)
            case .int: value = .int(0)
            case .double: value = .double(0)
            case .date: value = .date(Date(timeIntervalSince1970: 0))
            case .data: value = .data(Data())
            case .array: value = .array([])
            case .record: value = .record(placeholderRecord(types, prefix: path.components))
            case .null: value = .null
            }
            pairs.append((path.name, value))
        }
        return ADRecord(fieldsKeepingLast: pairs)
    }
}
