import ActionData
import ActionDataSQLite

/// A filter formula split for one table: the conjuncts PostgreSQL evaluates as the engine
/// would (``FilterTranslator``) become the `WHERE` condition; the others are evaluated by
/// the engine on the rows that condition selects.
struct CompiledFilter {
    /// The SQL condition, `nil` when every row is a candidate.
    let condition: SQLFragment?
    /// The parts the engine evaluates, each as `iif(part, TRUE, FALSE)`.
    let residue: [ADFormula]

    init(_ formula: ADFormula, schema: ADSQLiteTableSchema, cache: ADFormulaCache) throws(ADPostgresError) {
        let translator = FilterTranslator(schema: schema)
        var conditions: [SQLFragment] = []
        var residue: [ADFormula] = []
        var pending = [formula.expression]
        while let expression = pending.popLast() {
            if let condition = try translator.truth(expression) {
                conditions.append(condition)
            } else if case .binary(.and, let left, let right, _) = expression {
                pending += [right, left]
            } else {
                _ = try translator.columnsExist(in: expression)
                do {
                    residue.append(try cache.formula("iif(\(expression.description), TRUE, FALSE)"))
                } catch {
                    throw ADPostgresError(.filter(error), table: schema.tableName)
                }
            }
        }
        condition = conditions.isEmpty ? nil : SQLFragment.joined(conditions, separator: " AND ", kind: .boolean)
        self.residue = residue
    }

    /// Whether the engine selects `record` (always, without residue).
    func selects(_ record: ADRecord, table: String) throws(ADPostgresError) -> Bool {
        for formula in residue {
            do {
                guard try formula.evaluate(in: record) == .bool(true) else { return false }
            } catch {
                throw ADPostgresError(.evaluation(error), table: table)
            }
        }
        return true
    }
}

extension FilterTranslator {
    /// Checks that every field `expression` reads has a column.
    func columnsExist(in expression: ADExpression) throws(ADPostgresError) -> Bool {
        for path in expression.fieldPaths {
            guard let head = path.components.first, schema.columns[head] != nil else {
                throw ADPostgresError(.unknownColumn(path.dotted), table: schema.tableName)
            }
        }
        return true
    }
}
