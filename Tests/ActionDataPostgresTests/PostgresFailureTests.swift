import ActionData
import ActionDataPostgres
import ActionDataSQLite
import TestSupport
import Testing

extension PostgresTests {
@Suite("PostgreSQL provider: bad input gets a typed error")
struct PostgresFailureTests {
    /// URLs that reach no database, with the kind of error each gets.
    static let unreachable: [(String, String)] = [
        ("postgres://postgres@127.0.0.1:1/nothing", "connection"),
        ("mysql://root@localhost/db", "invalidURL"),
        ("postgres://127.0.0.1/db", "invalidURL"),
        ("postgres://postgres@127.0.0.1:99999/db", "invalidURL"),
    ]

    @Test("a refused connection or a URL naming no database", arguments: unreachable)
    func unreachableServer(url: String, kind: String) async throws {
        do {
            let provider = try await ADPostgresProvider(url: url)
            await provider.close()
            Issue.record("connected to \(url)")
        } catch {
            #expect(String(describing: error.kind).hasPrefix(kind), "\(error)")
        }
    }

    @Test("a connection dropped in the middle of a transaction: a connection error, nothing of it kept, the next call works")
    func droppedConnection() async throws {
        let url = try await TestDatabase.url()
        let cluster = try await PostgresCluster.shared()
        try await TestDatabase.withProvider(url: url) { provider in
            try await provider.register(Ticket.self)
            do {
                try await provider.transaction { transaction in
                    try await transaction.save(Ticket(title: "lost"))
                    try cluster.execute(
                        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
                        on: url)
                    try await transaction.save(Ticket(title: "also lost"))
                }
                Issue.record("the transaction survived its connection")
            } catch let error as ADPostgresError {
                guard case .connection = error.kind else {
                    Issue.record("\(error)")
                    return
                }
            }
            #expect(try await provider.count(Ticket.self, where: nil) == 0)
            #expect(try await provider.save(Ticket(title: "kept")).number == 1)
        }
    }

    @Test("a model that does not match its stored table: a schema conflict naming the table")
    func schemaConflicts() async throws {
        let url = try await TestDatabase.url()
        _ = try await TestDatabase.withProvider(url: url) { provider in
            try await provider.save(Visit(page: "/"))
        }
        try await Self.expectConflict(VisitByNumber.self, url: url)
        try await Self.expectConflict(VisitWithNumericPage.self, url: url)
        try await PostgresCluster.shared().execute(#"CREATE TABLE "Tickets" ("other" TEXT)"#, on: url)
        _ = try await TestDatabase.withProvider(url: url) { provider in
            await #expect(throws: ADPostgresError.self) { try await provider.save(Ticket(title: "x")) }
        }
    }

    private static func expectConflict<Model: ADDataTable>(_ type: Model.Type, url: String) async throws {
        try await TestDatabase.withProvider(url: url) { provider in
            do {
                try await provider.register(type)
                Issue.record("a conflicting model was registered")
            } catch let error as ADPostgresError {
                guard case .schemaConflict = error.kind else { throw error }
                #expect(error.table == "Visits")
            }
        }
    }

    @Test("a table or column name PostgreSQL would cut short is refused, naming it")
    func namesTooLong() async throws {
        let long = String(repeating: "é", count: 32)   // 64 bytes in UTF-8
        try await TestDatabase.withProvider { provider in
            for (table, column) in [(long, "id"), ("Wide", long)] {
                let template: ADRecord = ["id": 1, column: "x"]
                let schema = try ADTableSchema(tableName: table, primaryKey: "id", keyType: .uniqueValue, template: template)
                do {
                    try await provider.register(schema, defaults: template)
                    Issue.record("registered \(table).\(column)")
                } catch let error as ADPostgresError {
                    guard case .nameTooLong(let name) = error.kind else { throw error }
                    #expect(name == long)
                }
            }
            let fits = String(repeating: "é", count: 31) + "x"
            let template: ADRecord = ["id": 1, fits: "x"]
            let schema = try ADTableSchema(tableName: fits, primaryKey: "id", keyType: .uniqueValue, template: template)
            try await provider.register(schema, defaults: template)
            #expect(try await provider.save(["id": 1, fits: "kept"], in: fits)[fits] == "kept")
        }
    }

    /// Values a column cannot hold, each refused before anything is written.
    static let refused: [ADValue] = [.double(.nan), .string("nul \u{0} inside"), .int(3), .date(.distantFuture.addingTimeInterval(1e12))]

    @Test("a value its column cannot store is refused, naming the column", arguments: refused)
    func refusedValues(value: ADValue) async throws {
        try await TestDatabase.withProvider { provider in
            let template: ADRecord = ["id": "k", "text": "", "real": 0.5, "when": .date(.distantPast)]
            let schema = try ADTableSchema(tableName: "Strict", primaryKey: "id", keyType: .uniqueValue, template: template)
            try await provider.register(schema, defaults: template)
            let column = value.kind == .double ? "real" : value.kind == .date ? "when" : "text"
            do {
                try await provider.save(["id": "k", column: value], in: "Strict")
                Issue.record("stored \(value)")
            } catch let error as ADPostgresError {
                #expect(error.description.contains(column), "\(error)")
            }
            #expect(try await provider.count(in: "Strict") == 0)
        }
    }

    @Test("a filter that is not a formula, or reads no column: typed errors")
    func badFilters() async throws {
        try await TestDatabase.withProvider { provider in
            try await provider.save(Ticket(title: "t"))
            await #expect(throws: ADPostgresError.self) { try await provider.load(Ticket.self, where: "title = ", orderBy: [], limit: nil) }
            await #expect(throws: ADPostgresError.self) { try await provider.load(Ticket.self, where: "missing > 1", orderBy: [], limit: nil) }
            do {
                _ = try await provider.load(Ticket.self, where: "title = (", orderBy: [], limit: nil)
            } catch let error as ADPostgresError {
                #expect(error.filterError != nil)
            }
        }
    }
}
}
