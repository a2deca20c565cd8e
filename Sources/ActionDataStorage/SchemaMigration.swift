import ActionData
import OrderedCollections

/// What registering a template changes in a stored table's schema, and what the stored
/// bookkeeping rows mean; each store runs the steps in its own database.
package enum SchemaMigration {
    /// One change a template brings to a stored schema.
    package enum Step: Equatable {
        /// The template has a field the table has no column for: add it, filled with the
        /// template's value in every existing row.
        case add(String, ADColumnType, default: ADValue)
        /// A column that was untyped gets the template's type.
        case learn(String, ADColumnType)
        /// A column holds values of another type than the template's field.
        case conflict(String, stored: ADColumnType, template: ADColumnType)
    }

    /// The steps from `stored` to `template`, in the template's column order.
    package static func steps(from stored: ADTableSchema, to template: ADTableSchema, defaults: ADRecord) -> [Step] {
        var steps: [Step] = []
        for (name, type) in template.columns {
            switch stored.columns[name] {
            case nil:
                steps.append(.add(name, type, default: defaults[name] ?? .null))
            case .untyped? where type != .untyped:
                steps.append(.learn(name, type))
            case let current? where type != .untyped && current != type:
                steps.append(.conflict(name, stored: current, template: type))
            default:
                break
            }
        }
        return steps
    }

    /// The schema the bookkeeping rows of `table` describe: its stored key column and key
    /// type, and its columns' stored names and types in order.
    package static func schema(
        _ table: String, storedKey: String, keyType: ADDataTableKeyType, columns: [(name: String, type: String)]
    ) -> ADTableSchema {
        var ordered = OrderedDictionary<String, ADColumnType>()
        for column in columns {
            ordered[SQLIdentifier.fieldName(fromColumn: column.name)] = ADColumnType(rawValue: column.type) ?? .untyped
        }
        return ADTableSchema(
            tableName: table, primaryKey: SQLIdentifier.fieldName(fromColumn: storedKey), keyType: keyType, columns: ordered)
    }
}
