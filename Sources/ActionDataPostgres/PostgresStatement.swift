import ActionDataStorage
import PostgresNIO

/// A statement being written: its text and its bindings, numbered in order.
package struct PostgresStatement {
    private(set) var sql = ""
    private(set) var bindings = PostgresBindings()

    package init(_ sql: String = "") { self.sql = sql }

    /// A statement whose text numbers its placeholders itself (`$1` … in `values`' order).
    package init(numbered sql: String, values: [SQLArgument]) {
        self.sql = sql
        for value in values { value.append(to: &bindings) }
    }

    package mutating func append(_ text: String) { sql += text }

    package mutating func append(_ fragment: SQLFragment) {
        let (text, arguments) = fragment.rendered(from: bindings.count + 1) { argument, number in
            argument.placeholder(number)
        }
        for argument in arguments { argument.append(to: &bindings) }
        sql += text
    }

    /// Appends the placeholder of a new bound value.
    package mutating func bind(_ value: SQLArgument) {
        value.append(to: &bindings)
        sql += value.placeholder(bindings.count)
    }

    /// Binds an array (a PostgreSQL `text[]` or `bigint[]`) to the next placeholder of a
    /// statement that numbers its own (``init(numbered:values:)``), for statements that take
    /// many rows at once (`unnest($1::text[], …)`).
    package mutating func append<Element: PostgresArrayEncodable & PostgresNonThrowingEncodable>(array: [Element]) {
        bindings.append(array)
    }

    var query: PostgresQuery { PostgresQuery(unsafeSQL: sql, binds: bindings) }
}

extension SQLArgument {
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
