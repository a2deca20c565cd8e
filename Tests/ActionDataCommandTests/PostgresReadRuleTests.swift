@testable import actiondata
import ActionData
import ActionDataPostgres
import TestSupport
import Testing

/// `serve` on PostgreSQL refuses a read rule the database cannot evaluate whole, naming it:
/// its rest would be checked row by row in Swift at every list, which is never done silently.
@Suite("actiondata serve on PostgreSQL: read rules evaluated by the database", .enabled(if: PostgresCluster.isAvailable, PostgresCluster.skipReason))
struct PostgresReadRuleTests {
    @Test("a rule PostgreSQL evaluates whole is taken; one with a part it cannot is refused naming the role, rule and part", arguments: [
        ("quantity > 3 AND use = 'web'", nil),
        ("name = 'Swift' OR quantity = 0", nil),
        ("name LIKE 'S%' OR quantity = 0", "name LIKE 'S%' OR quantity = 0"),
        ("min(quantity, 5) = 5", "min(quantity, 5) = 5"),
        ("quantity > 3 AND max(quantity, price) > 10", "max(quantity, price) > 10"),
    ] as [(String, String?)])
    func readRules(rule: String, refusedPart: String?) async throws {
        let url = try await PostgresCluster.shared().newDatabase()
        let provider = try await ADPostgresProvider(url: url + "?connect_timeout=60")
        let permissions = try ADPermissions(json: #"{"tables": {"Categories": {"clerk": {"read": "\#(rule)"}}}}"#)
        let refusal: String?
        do {
            _ = try await CategoryApp.open(provider)
            try await ServeCommand.checkReadRules(of: permissions, table: Category.tableName, on: provider)
            refusal = nil
        } catch {
            refusal = ServeCommand.message(for: error)
        }
        await provider.close()
        if let refusedPart {
            #expect(refusal.map { $0.contains(refusedPart) && $0.contains("clerk") } == true, "\(refusal ?? "taken")")
        } else {
            #expect(refusal == nil, "\(refusal ?? "")")
        }
    }
}
