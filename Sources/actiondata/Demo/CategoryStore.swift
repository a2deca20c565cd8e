import ActionData
import ActionDataSQLite
import ActionDataWeb
import Logging

/// The demo's categories, listed beside the form: searched by a formula the user types, which
/// the provider (`ADSQLiteProvider` here, any ``ADDataProvider``) compiles to SQL.
struct CategoryStore: ADWebRecordStore {
    let database: any ADDataProvider

    func entries(matching filter: String) async throws(ADWebError) -> [ADWebListEntry] {
        let trimmed = filter.trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            let categories = try await database.load(
                Category.self, where: trimmed.isEmpty ? nil : trimmed, orderBy: [.ascending("name"), .ascending("id")], limit: 500)
            return categories.map { category in
                ADWebListEntry(
                    id: category.id, title: category.name.isEmpty ? "(no name)" : category.name,
                    detail: "\(category.quantity) in stock · \(category.use.rawValue)")
            }
        } catch {
            throw Self.webError(error)
        }
    }

    func record(id: String) async throws(ADWebError) -> ADRecord {
        do {
            guard let category = try await database.load(Category.self, key: id) else {
                throw ADWebError(status: 404, message: "there is no category \(id)")
            }
            return try ADRecordEncoder().encode(category)
        } catch let error as ADWebError {
            throw error
        } catch {
            throw Self.webError(error)
        }
    }

    /// An entry shows the name, the quantity and the use.
    var entryFields: Set<String>? { ["name", "quantity", "use"] }

    func newRecord() async -> ADRecord {
        // Nothing lost: a default Category holds plain values only and always encodes; were it
        // ever to fail, the new form would start from an empty record that has yet to be saved.
        (try? ADRecordEncoder().encode(Category())) ?? ["id": ""]
    }

    /// The key of a stored category; `nil` for a new one, whose key is still empty.
    func identifier(of record: ADRecord) -> String? {
        guard case .string(let id)? = record["id"], !id.isEmpty else { return nil }
        return id
    }

    func delete(id: String, audit: ADAudit) async throws(ADWebError) {
        do {
            _ = try await database.delete(Category.self, key: id, audit: audit)
        } catch {
            throw Self.webError(error)
        }
    }

    func history(id: String) async throws(ADWebError) -> [ADAuditEntry] {
        do {
            return try await database.history(of: Category.self, key: id, limit: 500)
        } catch {
            throw Self.webError(error)
        }
    }

    /// One lookup by key, which answers from the index.
    func checkHealth() async throws {
        _ = try await database.load(Category.self, key: "")
    }

    /// The store's failure as the person is told it (``ADWebError/init(storeFailure:)``);
    /// the database's own words go to the server's log only.
    private static func webError(_ error: any Error) -> ADWebError {
        let answer = ADWebError(storeFailure: error)
        if answer.status == .internalServerError { Self.log.error("the demo's database failed: \(error)") }
        return answer
    }

    private static let log = Logger(label: "actiondata.demo.store")
}
