import ActionData
import Foundation

/// The model a document is linted against: its field paths with their types, and a
/// record of (sample or placeholder) values.
///
/// Build it from a sample record (`--model model.json`) — the values then let the
/// linter be certain about mismatches such as a switch bound to the text "Swift" —
/// or from a list of typed fields (the stored properties of a Swift type).
public struct ADLintModel: Sendable, Hashable {
    /// What a field holds.
    public enum FieldType: String, Sendable, Hashable, CaseIterable {
        /// The value kinds of ``ADValue`` (`integer` is `.int`, `real` is `.double`).
        case string, bool, integer, real, date, data, array, record
        /// A type the linter cannot judge (an enum, a type from another file, an optional of one).
        case unknown
    }

    /// The model's name, for messages (`Category`), if known.
    public let name: String?
    /// Every field path, nested records' inner paths included, with its type.
    public let fields: [ADFieldPath: FieldType]
    /// The record the paths come from: the sample, or placeholders of each type.
    public let record: ADRecord
    /// Whether ``record`` holds real sample values (from JSON) rather than placeholders.
    public let hasSampleValues: Bool

    /// A model from a sample record, such as one read from JSON.
    public init(sample: ADRecord, name: String? = nil) {
        self.name = name
        record = sample
        hasSampleValues = true
        var fields: [ADFieldPath: FieldType] = [:]
        Self.collect(sample, prefix: [], into: &fields)
        self.fields = fields
    }

    /// A model from typed fields (nested paths such as `address.city` allowed).
    public init(name: String?, fields: [(path: ADFieldPath, type: FieldType)]) {
        self.name = name
        hasSampleValues = false
        var types: [ADFieldPath: FieldType] = [:]
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
    public func type(of path: ADFieldPath) -> FieldType? { fields[path] }

    /// The closest existing path to a missing one, for "did you mean".
    public func suggestion(for path: ADFieldPath) -> ADFieldPath? { record.suggestedFieldPath(for: path) }

    private static func collect(_ record: ADRecord, prefix: [String], into fields: inout [ADFieldPath: FieldType]) {
        for (name, value) in record {
            let path = ADFieldPath(components: prefix + [name])
            fields[path] = type(of: value)
            if case .record(let inner) = value { collect(inner, prefix: prefix + [name], into: &fields) }
        }
    }

    private static func type(of value: ADValue) -> FieldType {
        switch value {
        case .null: .unknown
        case .bool: .bool
        case .int: .integer
        case .double: .real
        case .string: .string
        case .data: .data
        case .date: .date
        case .array: .array
        case .record: .record
        }
    }

    private static func placeholderRecord(_ types: [ADFieldPath: FieldType], prefix: [String]) -> ADRecord {
        let children = types.keys.filter { $0.components.count == prefix.count + 1 && Array($0.components.prefix(prefix.count)) == prefix }
        var pairs: [(String, ADValue)] = []
        for path in children.sorted() {
            let value: ADValue
            switch types[path] ?? .unknown {
            case .string: value = .string("")
            case .bool: value = .bool(false)
            case .integer: value = .int(0)
            case .real: value = .double(0)
            case .date: value = .date(Date(timeIntervalSince1970: 0))
            case .data: value = .data(Data())
            case .array: value = .array([])
            case .record: value = .record(placeholderRecord(types, prefix: path.components))
            case .unknown: value = .null
            }
            pairs.append((path.name, value))
        }
        return ADRecord(fieldsKeepingLast: pairs)
    }
}
