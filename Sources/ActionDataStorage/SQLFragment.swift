/// SQL text with its arguments in place: an argument becomes a placeholder only when the
/// whole statement is written (``rendered(placeholder:)``), so pieces combine freely and
/// one fragment serves SQLite's `?` and PostgreSQL's `$n`.
package struct SQLFragment {
    /// What a fragment produces, as far as the translation knows statically.
    package enum Kind {
        /// The NULL literal.
        case null
        /// A Boolean (in SQLite 0, 1 or NULL).
        case boolean
        /// An integer.
        case integer
        /// A real.
        case real
        /// An integer that arithmetic may have taken past 64 bits (SQLite: then a real;
        /// PostgreSQL: a `numeric`).
        case number
        /// Text.
        case text
        /// A date (SQLite: its stored text, ordered like the dates; PostgreSQL: a `timestamptz`).
        case date
    }

    /// A piece of the fragment.
    package enum Part {
        case sql(String)
        case argument(SQLArgument)
    }

    package var parts: [Part]
    package var kind: Kind

    package init(_ sql: String, kind: Kind) {
        parts = [.sql(sql)]
        self.kind = kind
    }

    package init(parts: [Part], kind: Kind) {
        self.parts = parts
        self.kind = kind
    }

    /// `template`'s text with its `?` placeholders bound to `arguments`, in order.
    /// - Throws: `ADDataError.Kind.missingResource(_:)` when they differ in number: the
    ///   template is not the one the code was written for.
    package init(template: String, arguments: [SQLArgument], kind: Kind) throws(ADDataError) {
        let texts = template.split(separator: "?", omittingEmptySubsequences: false).map(String.init)
        guard texts.count == arguments.count + 1 else {
            throw ADDataError(.missingResource("a statement with \(arguments.count) arguments, not \(texts.count - 1)"), table: nil)
        }
        var parts: [Part] = []
        for (index, text) in texts.enumerated() {
            if index > 0 { parts.append(.argument(arguments[index - 1])) }
            parts.append(.sql(text))
        }
        self.init(parts: parts, kind: kind)
    }

    /// The fragment with `transform` applied to each of its SQL texts, its arguments as they
    /// are: names put into a template after its placeholders were bound.
    package func mappingSQL(_ transform: (String) -> String) -> SQLFragment {
        SQLFragment(
            parts: parts.map { part in
                if case .sql(let text) = part { return .sql(transform(text)) }
                return part
            }, kind: kind)
    }

    /// A bound argument alone.
    package static func bound(_ argument: SQLArgument, kind: Kind) -> SQLFragment {
        SQLFragment(parts: [.argument(argument)], kind: kind)
    }

    /// `(lhs op rhs)`.
    package static func infix(_ lhs: SQLFragment, _ op: String, _ rhs: SQLFragment, kind: Kind) -> SQLFragment {
        SQLFragment(parts: [.sql("(")] + lhs.parts + [.sql(" \(op) ")] + rhs.parts + [.sql(")")], kind: kind)
    }

    /// `prefix` + the fragment + `suffix`.
    package func wrapped(_ prefix: String, _ suffix: String, kind: Kind) -> SQLFragment {
        SQLFragment(parts: [.sql(prefix)] + parts + [.sql(suffix)], kind: kind)
    }

    /// The fragments joined by `separator`.
    package static func joined(_ fragments: [SQLFragment], separator: String, kind: Kind) -> SQLFragment {
        var parts: [Part] = []
        for (index, fragment) in fragments.enumerated() {
            if index > 0 { parts.append(.sql(separator)) }
            parts += fragment.parts
        }
        return SQLFragment(parts: parts, kind: kind)
    }

    /// The text with a placeholder for each argument (`placeholder` is given the argument
    /// and its number, counted from `first`), and the arguments in order.
    package func rendered(
        from first: Int = 1, placeholder: (SQLArgument, Int) -> String
    ) -> (sql: String, arguments: [SQLArgument]) {
        var sql = ""
        var arguments: [SQLArgument] = []
        for part in parts {
            switch part {
            case .sql(let text):
                sql += text
            case .argument(let argument):
                arguments.append(argument)
                sql += placeholder(argument, first + arguments.count - 1)
            }
        }
        return (sql, arguments)
    }
}
