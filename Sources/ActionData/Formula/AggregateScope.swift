/// What an aggregate's per-row expression reads: the row's fields, and the outer record as
/// the field ``outerName`` when the expression reads it.
struct AggregateScope: Sendable {
    /// The field through which a per-row expression reads the record around the list.
    static let outerName = "outer"

    /// Whether the per-row expressions read ``outerName`` (only then is it added to each row).
    let readsOuter: Bool

    init(readsOuter: Bool) {
        self.readsOuter = readsOuter
    }

    /// The scope of the per-row `expressions` of one aggregate call.
    init(_ expressions: some Sequence<ADExpression>) {
        readsOuter = expressions.contains { expression in
            expression.fieldPaths.contains { $0.components.first == Self.outerName }
        }
    }

    /// The record a per-row expression is evaluated against: the row itself when it is a
    /// record, else a record whose field `value` is the row; with `outer` when it is read.
    @inline(__always)
    func record(for row: ADValue, outer: ADRecord) -> ADRecord {
        var scoped: ADRecord
        if case .record(let fields) = row {
            guard readsOuter else { return fields }
            scoped = fields
        } else {
            scoped = ADRecord()
            scoped.fields["value"] = row
        }
        if readsOuter { scoped.fields[Self.outerName] = .record(outer) }
        return scoped
    }

    /// The rows of an aggregate's first argument: `nil` for NULL.
    /// - Throws: ``ADEvaluationError/notAList(function:found:)`` for anything but a list.
    static func rows(_ value: ADValue, function: String) throws(ADEvaluationError) -> [ADValue]? {
        switch value {
        case .null: return nil
        case .array(let rows): return rows
        default: throw .notAList(function: function, found: value.kind)
        }
    }
}

/// A running total of numbers: integers while they fit, a real after a real or an overflow.
struct AggregateTotal {
    private var integer: Int64 = 0
    private var isReal = false
    /// The total as a real.
    private(set) var real: Double = 0
    /// How many numbers were added.
    private(set) var count = 0

    mutating func add(_ number: FormulaNumber) {
        count += 1
        switch number {
        case .int(let value):
            real += Double(value)
            guard !isReal else { return }
            let (sum, overflow) = integer.addingReportingOverflow(value)
            if overflow { isReal = true } else { integer = sum }
        case .double(let value):
            real += value
            isReal = true
        }
    }

    /// The total: an integer unless it became real; NULL for a NaN.
    var value: ADValue { isReal ? FormulaNumber.double(real).value : .int(integer) }
}
