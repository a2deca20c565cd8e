import ActionData
import Benchmark
import Foundation
import GRDB

#if canImport(GRDBSQLite)
    import GRDBSQLite
#else
    import SQLite3
#endif

/// The formulas measured; the last is a 20-node formula.
private let formulas: [(name: String, source: String)] = [
    ("and", "quantity > 10 AND enabled"),
    ("compare", "compare(quantity > 10, 'ok', 'order more')"),
    ("join", "'Category: ' + name"),
    ("case", "CASE use WHEN 'local' THEN 1 ELSE 0 END"),
    ("20 nodes", "(quantity * price + 5 > 100 AND enabled) OR (upper(name) LIKE 'SWIFT%' AND use IN ('local', 'cloud'))"),
    // Date functions next to a text function of the same arity (issue 36: within 2× of it).
    ("upper (1 argument)", "upper(name)"),
    ("year (1 argument)", "year(ordered)"),
    ("weekday (1 argument)", "weekday(ordered)"),
    ("replace (3 arguments)", "replace(name, 'i', 'y')"),
    ("dateAdd day (3 arguments)", "dateAdd(ordered, 30, 'day')"),
    ("dateAdd month (3 arguments)", "dateAdd(ordered, 1, 'month')"),
    ("dateDiff day (3 arguments)", "dateDiff(ordered, delivered, 'day')"),
    ("dateDiff month (3 arguments)", "dateDiff(ordered, delivered, 'month')"),
]

private let record: ADRecord = [
    "quantity": 50, "price": 2.5, "enabled": true, "name": "Swift File", "use": "local",
    "ordered": .date(Date(timeIntervalSince1970: 1_710_510_330.25)), "delivered": .date(Date(timeIntervalSince1970: 1_713_000_000)),
]

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(2))
    for (name, source) in formulas {
        Benchmark("evaluate \(name)", configuration: configuration) { benchmark in
            guard let formula = try? ADFormula(source) else { return }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try? formula.evaluate(in: record))
            }
        }
        Benchmark("parse+compile \(name)", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? ADFormula(source))
            }
        }
    }

    // Issue 36: sum over 1,000 rows (goal ≤ 50 µs), next to a scalar formula over one row.
    let lines = ADValue.array((0..<1_000).map { .record(["price": .double(Double($0) / 4), "quantity": .int(Int64($0 % 7))]) })
    let order: ADRecord = ["lines": lines, "rate": 2]
    for (name, source) in [
        ("sum 1,000 rows", "sum(lines, price)"), ("sum 1,000 rows price * quantity", "sum(lines, price * quantity)"),
        ("count 1,000 rows with condition", "count(lines, quantity > 3)"),
        ("sum 1,000 rows reading outer", "sum(lines, price * outer.rate)"),
    ] {
        Benchmark("evaluate \(name)", configuration: Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2))
        ) { benchmark in
            guard let formula = try? ADFormula(source) else { return }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try? formula.evaluate(in: order))
            }
        }
    }

    Benchmark("cache hit", configuration: configuration) { benchmark in
        let cache = ADFormulaCache()
        _ = try? cache.formula(formulas[0].source)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try? cache.formula(formulas[0].source))
        }
    }

    Benchmark("sqlite step SELECT ? > 10 AND ?", configuration: configuration) { benchmark in
        guard let database = try? DatabaseQueue() else { return }
        try? database.inDatabase { db in
            let statement = try db.makeStatement(sql: "SELECT ? > 10 AND ?")
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                statement.setUncheckedArguments([50, true])
                blackHole(try Bool.fetchOne(statement))
            }
        }
    }

    Benchmark("sqlite3_step SELECT ? > 10 AND ? (C API, no GRDB)", configuration: configuration) { benchmark in
        guard let database = try? DatabaseQueue() else { return }
        try? database.inDatabase { db in
            let statement = try db.makeStatement(sql: "SELECT ? > 10 AND ?").sqliteStatement
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                sqlite3_reset(statement)
                sqlite3_bind_int64(statement, 1, 50)
                sqlite3_bind_int64(statement, 2, 1)
                if sqlite3_step(statement) == SQLITE_ROW {
                    blackHole(sqlite3_column_int64(statement, 0))
                }
            }
        }
    }

    Benchmark("sqlite step SELECT CASE ? WHEN 'local' THEN 1 ELSE 0 END", configuration: configuration) { benchmark in
        guard let database = try? DatabaseQueue() else { return }
        try? database.inDatabase { db in
            let statement = try db.makeStatement(sql: "SELECT CASE ? WHEN 'local' THEN 1 ELSE 0 END")
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                statement.setUncheckedArguments(["local"])
                blackHole(try Int.fetchOne(statement))
            }
        }
    }
}
