import OrderedCollections

/// An ordered map of field names to ``ADValue``s: the engine's copy of a model.
///
/// `ADBindingController.setDataModel(_:)` encodes a model into a record, controls read
/// and write its fields, and `getDataModel(_:)` decodes it back. Nested structs become
/// nested records, reached with dotted paths (see ``ADFieldPath``).
///
/// ```swift
/// var record: ADRecord = ["name": "Swift File", "quantity": 1000]
/// record["name"]                              // .string("Swift File")
/// try record.setValue("Civic", at: "vehicle.car.model")
/// record[path: "vehicle.car.model"]           // .string("Civic")
/// for (field, value) in record { print(field, value) }
/// ```
///
/// Fields keep the order in which they were added, which is the order a model declares
/// them. Equality ignores that order: two records are equal when they hold the same
/// fields with equal values.
///
/// ## Topics
/// ### Fields
/// - ``subscript(_:)``
/// - ``fieldNames``
/// ### Paths
/// - ``subscript(path:)``
/// - ``value(at:)``
/// - ``setValue(_:at:)``
/// - ``removeValue(at:)``
/// - ``leafPaths``
public struct ADRecord: Sendable {
    /// The fields in order.
    public internal(set) var fields: OrderedDictionary<String, ADValue>

    /// An empty record.
    public init() {
        fields = [:]
    }

    /// A record holding these fields in their order.
    public init(_ fields: OrderedDictionary<String, ADValue>) {
        self.fields = fields
    }

    /// A record from field/value pairs; when a name repeats, the last value wins and
    /// the first position is kept.
    public init(fieldsKeepingLast pairs: some Sequence<(String, ADValue)>) {
        var fields = OrderedDictionary<String, ADValue>()
        for (name, value) in pairs { fields[name] = value }
        self.fields = fields
    }

    /// The number of top-level fields.
    public var count: Int { fields.count }

    /// `true` when the record has no fields.
    public var isEmpty: Bool { fields.isEmpty }

    /// The top-level field names in order.
    public var fieldNames: [String] { Array(fields.keys) }

    /// The value of a top-level field; assigning `nil` removes the field, assigning
    /// ``ADValue/null`` keeps it with no value.
    public subscript(field: String) -> ADValue? {
        get { fields[field] }
        set { fields[field] = newValue }
    }
}

extension ADRecord: Sequence {
    /// Iterates the top-level fields in order.
    public func makeIterator() -> OrderedDictionary<String, ADValue>.Iterator {
        fields.makeIterator()
    }
}

extension ADRecord: Hashable {
    public static func == (lhs: ADRecord, rhs: ADRecord) -> Bool {
        guard lhs.fields.count == rhs.fields.count else { return false }
        for (name, value) in lhs.fields where rhs.fields[name] != value { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for (name, value) in fields {
            var fieldHasher = Hasher()
            fieldHasher.combine(name)
            fieldHasher.combine(value)
            combined ^= fieldHasher.finalize()
        }
        hasher.combine(fields.count)
        hasher.combine(combined)
    }
}

extension ADRecord: ExpressibleByDictionaryLiteral {
    /// A record from a literal; a key written twice keeps its last value.
    public init(dictionaryLiteral elements: (String, ADValue)...) {
        self.init(fieldsKeepingLast: elements)
    }
}

extension ADRecord: CustomStringConvertible {
    public var description: String {
        "{" + fields.map { "\(quoted($0.key)): \($0.value)" }.joined(separator: ", ") + "}"
    }
}
