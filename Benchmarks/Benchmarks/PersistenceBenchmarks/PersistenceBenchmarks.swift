import ActionData
import ActionDataSQLite
import Benchmark
import Foundation
import GRDB

/// The model both sides store: the spec's Category shape plus a real and a date.
struct Part: ADDataTable {
    static let tableName = "Parts"
    static let primaryKey = "id"
    static let primaryKeyType: ADDataTableKeyType = .autoIncrementingInt

    var id = -1
    var name = ""
    var details = ""
    var quantity = 1
    var price = 0.0
    var enabled = true
    var created = Date(timeIntervalSince1970: 0)
    var note: String?
}

/// The same model through GRDB's own Codable record API.
struct GRDBPart: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "grdb_parts"

    var id: Int64?
    var name: String
    var details: String
    var quantity: Int
    var price: Double
    var enabled: Bool
    var created: Date
    var note: String?

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

private let count = 10_000

private func parts() -> [Part] {
    (0..<count).map { index in
        var part = Part()
        part.name = "Part \(index)"
        part.details = "A part used in benchmark number \(index % 97)"
        part.quantity = index % 50
        part.price = Double(index) * 0.25
        part.enabled = index % 3 != 0
        part.created = Date(timeIntervalSince1970: 1_700_000_000 + Double(index))
        part.note = index % 2 == 0 ? nil : "odd"
        return part
    }
}

private func grdbParts() -> [GRDBPart] {
    parts().map {
        GRDBPart(
            id: nil, name: $0.name, details: $0.details, quantity: $0.quantity, price: $0.price, enabled: $0.enabled,
            created: $0.created, note: $0.note)
    }
}

private func grdbDatabase() throws -> DatabaseQueue {
    let database = try DatabaseQueue()
    try database.write { db in
        try db.create(table: GRDBPart.databaseTableName) { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("name", .text)
            table.column("details", .text)
            table.column("quantity", .integer)
            table.column("price", .double)
            table.column("enabled", .boolean)
            table.column("created", .datetime)
            table.column("note", .text)
        }
    }
    return database
}

/// 1,000 orders of 10 integer lines each, for the filters over a list column.
private func orders() throws -> ADSQLiteProvider {
    let template: ADRecord = ["id": 0, "lines": .array([])]
    let provider = try ADSQLiteProvider(path: ":memory:")
    try provider.transaction { transaction in
        try transaction.register(
            ADTableSchema(tableName: "Orders", primaryKey: "id", keyType: .uniqueValue, template: template), defaults: template)
        for index in 0..<1_000 {
            let lines: [ADValue] = (0..<10).map { line in
                .record(["price": .int(Int64((index + line) % 40)), "quantity": .int(Int64(line % 4 + 1))])
            }
            try transaction.save(["id": .int(Int64(index)), "lines": .array(lines)], in: "Orders")
        }
    }
    return provider
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 20)

    Benchmark("ActionData save 10k in one transaction", configuration: configuration) { benchmark in
        let models = parts()
        for _ in benchmark.scaledIterations {
            guard let provider = try? ADSQLiteProvider(path: ":memory:"), (try? provider.register(Part.self)) != nil
            else { return }
            benchmark.startMeasurement()
            try provider.transaction { transaction in
                for model in models { blackHole(try transaction.save(model)) }
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("GRDB save 10k in one transaction", configuration: configuration) { benchmark in
        let models = grdbParts()
        for _ in benchmark.scaledIterations {
            let database = try grdbDatabase()
            benchmark.startMeasurement()
            try database.write { db in
                for var model in models {
                    try model.insert(db)
                    blackHole(model)
                }
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("ActionData load 10k", configuration: configuration) { benchmark in
        let provider = try ADSQLiteProvider(path: ":memory:")
        try provider.transaction { transaction in
            for model in parts() { try transaction.save(model) }
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let loaded = try provider.load(Part.self)
            blackHole(loaded)
        }
    }

    // 1,000 orders selected by the total of their lines: SQLite leaves the aggregate to the
    // engine (`actiondata_truth`), which measured faster than translating it over `json_each`.
    Benchmark("filter 1k orders sum(lines)", configuration: configuration) { benchmark in
        let provider = try orders()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let selected = try provider.read { try $0.loadRecords(from: "Orders", where: "sum(lines, price * quantity) > 500") }
            blackHole(selected)
        }
    }

    Benchmark("GRDB load 10k", configuration: configuration) { benchmark in
        let database = try grdbDatabase()
        try database.write { db in
            for var model in grdbParts() { try model.insert(db) }
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let loaded = try database.read { db in try GRDBPart.fetchAll(db) }
            blackHole(loaded)
        }
    }
}
