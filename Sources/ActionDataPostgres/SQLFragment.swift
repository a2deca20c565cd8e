import PostgresNIO

/// A value bound to a statement's `$n` placeholder.
enum BoundValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int64)
    case real(Double)
    case text(String)
    case bytes([UInt8])
    /// A stored timestamp's text (``StoredTimestamp``), cast to `TIMESTAMPTZ` where it is used.
    case timestamp(String)

    /// The placeholder's SQL: `$n`, cast where the bound type is not the column's.
    func placeholder(_ number: Int) -> String {
        if case .timestamp = self { return "CAST($\(number) AS TIMESTAMPTZ)" }
        return "$\(number)"
    }

    func append(to bindings: inout PostgresBindings) {
        switch self {
        case .null: bindings.appendNull()
        case .bool(let flag): bindings.append(flag)
        case .integer(let integer): bindings.append(integer)
        case .real(let real): bindings.append(real)
        case .text(let text), .timestamp(let text): bindings.append(text)
        case .bytes(let bytes): bindings.append(ByteBuffer(bytes: bytes))
        }
    }
}

/// SQL text with its values in place: bound values are numbered only when the whole
/// statement is put together (``PostgresStatement``), so pieces combine freely.
struct SQLFragment {
    /// What a fragment produces, as far as the translation knows statically.
    enum Kind {
        /// The NULL literal.
        case null
        /// A `boolean`.
        case boolean
        /// A `bigint`.
        case integer
        /// A `double precision`.
        case real
        /// A `numeric` holding an integer (arithmetic on integers, which cannot overflow).
        case number
        /// Text.
        case text
        /// A `timestamptz`.
        case date

        var isNumeric: Bool { self == .integer || self == .real || self == .number }
    }

    enum Part {
        case sql(String)
        case value(BoundValue)
    }

    var parts: [Part]
    var kind: Kind

    init(_ sql: String, kind: Kind) {
        parts = [.sql(sql)]
        self.kind = kind
    }

    init(parts: [Part], kind: Kind) {
        self.parts = parts
        self.kind = kind
    }

    static func bound(_ value: BoundValue, kind: Kind) -> SQLFragment {
        SQLFragment(parts: [.value(value)], kind: kind)
    }

    /// `(lhs op rhs)`.
    static func infix(_ lhs: SQLFragment, _ op: String, _ rhs: SQLFragment, kind: Kind) -> SQLFragment {
        SQLFragment(parts: [.sql("(")] + lhs.parts + [.sql(" \(op) ")] + rhs.parts + [.sql(")")], kind: kind)
    }

    /// `prefix` + the fragment + `suffix`.
    func wrapped(_ prefix: String, _ suffix: String, kind: Kind) -> SQLFragment {
        SQLFragment(parts: [.sql(prefix)] + parts + [.sql(suffix)], kind: kind)
    }

    /// The fragments joined by `separator`.
    static func joined(_ fragments: [SQLFragment], separator: String, kind: Kind) -> SQLFragment {
        var parts: [Part] = []
        for (index, fragment) in fragments.enumerated() {
            if index > 0 { parts.append(.sql(separator)) }
            parts += fragment.parts
        }
        return SQLFragment(parts: parts, kind: kind)
    }
}

/// A statement being written: its text and its bindings, numbered in order.
struct PostgresStatement {
    private(set) var sql = ""
    private(set) var bindings = PostgresBindings()

    init(_ sql: String = "") { self.sql = sql }

    /// A statement whose text numbers its placeholders itself (`$1` … in `values`' order).
    init(numbered sql: String, values: [BoundValue]) {
        self.sql = sql
        for value in values { value.append(to: &bindings) }
    }

    mutating func append(_ text: String) { sql += text }

    mutating func append(_ fragment: SQLFragment) {
        for part in fragment.parts {
            switch part {
            case .sql(let text): sql += text
            case .value(let value): bind(value)
            }
        }
    }

    /// Appends the placeholder of a new bound value.
    mutating func bind(_ value: BoundValue) {
        value.append(to: &bindings)
        sql += value.placeholder(bindings.count)
    }

    var query: PostgresQuery { PostgresQuery(unsafeSQL: sql, binds: bindings) }
}
