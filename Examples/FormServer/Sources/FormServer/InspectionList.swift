import ActionData
import ActionDataWebSQLite
import Foundation

/// The inspections listed beside the form: searched with a formula the person types
/// (`defects > 0 AND site LIKE 'North%'`), which the provider turns into SQL.
struct InspectionList: ADWebRecordStore {
    let database: any ADDataProvider

    func entries(matching filter: String) async throws(ADWebError) -> [ADWebListEntry] {
        let trimmed = filter.trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            let inspections = try await database.load(
                Inspection.self, where: trimmed.isEmpty ? nil : trimmed, orderBy: [.descending("visited"), .ascending("id")],
                limit: 500)
            return inspections.map { inspection in
                ADWebListEntry(
                    id: inspection.id, title: inspection.site.isEmpty ? "(no site)" : inspection.site,
                    detail: "\(inspection.outcome.rawValue) · \(inspection.defects) defects")
            }
        } catch {
            throw Self.webError(error)
        }
    }

    func record(id: String) async throws(ADWebError) -> ADRecord {
        do {
            guard let inspection = try await database.load(Inspection.self, key: id) else {
                throw ADWebError(status: 404, message: "there is no inspection \(id)")
            }
            return try ADRecordEncoder().encode(inspection)
        } catch let error as ADWebError {
            throw error
        } catch {
            throw Self.webError(error)
        }
    }

    func newRecord() async -> ADRecord {
        // Nothing lost: a new Inspection holds plain values and always encodes; were it ever to
        // fail, the form would start from an empty record not yet saved.
        (try? ADRecordEncoder().encode(Inspection())) ?? ["id": ""]
    }

    func identifier(of record: ADRecord) -> String? {
        guard case .string(let id)? = record["id"], !id.isEmpty else { return nil }
        return id
    }

    func delete(id: String, audit: ADAudit) async throws(ADWebError) {
        do {
            _ = try await database.delete(Inspection.self, key: id, audit: audit)
        } catch {
            throw Self.webError(error)
        }
    }

    func history(id: String) async throws(ADWebError) -> [ADAuditEntry] {
        do {
            return try await database.history(of: Inspection.self, key: id, limit: 500)
        } catch {
            throw Self.webError(error)
        }
    }

    /// One lookup by key, for `GET /healthz`.
    func checkHealth() async throws {
        _ = try await database.load(Inspection.self, key: "")
    }

    /// A filter that is not a formula is the person's mistake (400, with a caret at it);
    /// anything else is the database's (500).
    private static func webError(_ error: any Error) -> ADWebError {
        if let formulaError = (error as? any ADDataProviderFailure)?.filterError {
            return ADWebError.badRequest(formulaError.description)
        }
        return ADWebError(status: 500, message: "the database failed: \(error)")
    }
}
