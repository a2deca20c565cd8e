import ActionData
import ActionDataSQLite

/// The demo's categories as an earlier build stored them — integer keys, before the table
/// synced — moved to the synced ``Category`` with text keys.
enum EarlierCategories {
    /// Moves the categories of an earlier build in `database` to synced keys, in one
    /// transaction (``rekeyed(_:)``). Their history stays under the old numbers.
    ///
    /// - Returns: how many categories moved; `nil` when the table is not an earlier build's
    ///   (there is none, or its keys are text already), or the database cannot replace it.
    /// - Throws: ``CategoryMigrationError`` naming the table; nothing was changed then.
    static func move(in database: any ADDataProvider) async throws(CategoryMigrationError) -> Int? {
        guard let replacing = database as? any IntegerKeyedTableReplacing else { return nil }
        do {
            return try await replacing.replaceIntegerKeyedTable(with: Category.self, rekeying: rekeyed)
        } catch {
            throw CategoryMigrationError(table: Category.tableName, reason: "\(error)")
        }
    }

    /// `rows` of an earlier build as records of ``Category``: every field kept, a field the
    /// earlier build lacked set as a new category sets it, and the key text — the seed's fixed
    /// key for the first row named as a seed, empty (a new time-ordered key) for every other.
    ///
    /// - Throws: `ADCodingError` when a new category cannot be encoded.
    static func rekeyed(_ rows: [ADRecord]) throws -> [ADRecord] {
        let template = try ADRecordEncoder().encode(Category())
        var seedKeys = Dictionary(CategorySeed.categories.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
        return rows.map { row in
            var record = template
            for (field, value) in row { record[field] = value }
            let seedKey = if case .string(let name)? = row["name"] { seedKeys.removeValue(forKey: name) } else { String?.none }
            record[Category.primaryKey] = .string(seedKey ?? "")
            return record
        }
    }

    /// The line `serve` prints once `count` categories moved.
    static func notice(moved count: Int) -> String {
        let categories = count == 1 ? "1 category" : "\(count) categories"
        return "\(Category.tableName): moved \(categories) of an earlier build to synced keys (their history stays under the old numbers)"
    }
}
