import ActionData

/// A filter formula split for one table: the conjuncts the database evaluates as the engine
/// would (``FilterTranslator``) become the `WHERE` condition; the others are evaluated by
/// the engine on the rows that condition selects.
///
/// With a dialect that can call the engine inside the database (SQLite) every conjunct is
/// translated and the residue is empty. A conjunct of the residue that reads aggregates over
/// list columns still narrows the rows in SQL (``FilterTranslator/narrowing(_:)``).
package struct FilterSplit {
    /// The SQL condition, `nil` when every row is a candidate.
    package let condition: SQLFragment?
    /// The parts the engine evaluates, each as `iif(part, TRUE, FALSE)`.
    package let residue: [ADFormula]
    /// The parts the engine evaluates, as written in the filter.
    package let residueParts: [String]

    package init(
        _ formula: ADFormula, translator: FilterTranslator<some SQLDialect>, cache: ADFormulaCache
    ) throws(ADDataError) {
        var conditions: [SQLFragment] = []
        var residue: [ADFormula] = []
        var parts: [String] = []
        var pending = [formula.expression]
        let table = translator.schema.tableName
        while let expression = pending.popLast() {
            if let condition = try translator.truth(expression) {
                conditions.append(condition)
            } else if case .binary(.and, let left, let right, _) = expression {
                pending += [right, left]
            } else {
                _ = try translator.schema.columns(readBy: expression)
                if let narrowing = try translator.narrowing(expression) { conditions.append(narrowing) }
                parts.append(expression.description)
                do {
                    residue.append(try cache.formula("iif(\(expression.description), TRUE, FALSE)"))
                } catch {
                    throw ADDataError(.filter(error), table: table)
                }
            }
        }
        condition = conditions.isEmpty ? nil : SQLFragment.joined(conditions, separator: " AND ", kind: .boolean)
        self.residue = residue
        residueParts = parts
    }

    /// Whether the engine selects `record` (always, without residue).
    package func selects(_ record: ADRecord, table: String) throws(ADDataError) -> Bool {
        for formula in residue {
            do {
                guard try formula.evaluate(in: record) == .bool(true) else { return false }
            } catch {
                throw ADDataError(.evaluation(error), table: table)
            }
        }
        return true
    }
}
