import ActionData
import ActionDataSQLite
import Foundation
import FuzzDriver

/// Rows with the values where SQLite's rules have special cases.
let template: ADRecord = [
    "id": 0, "i": 0, "j": 0, "x": 0.0, "flag": false, "name": "", "due": .date(Date(timeIntervalSince1970: 0)),
    "meta": ["city": "", "n": 0], "note": .null,
]
let integers: [ADValue] = [0, 1, -1, 3, .int(.min), .int(.max), .null]
let reals: [ADValue] = [0.0, -0.0, 0.5, -1.5, 1e300, -1e308, .null]
let texts: [ADValue] = ["", "abc", "ABC", "a_c", "It's", " pad ", "10", "é", "Straße", .null]

/// An in-memory table and the same rows as records, made once per process.
let fixture: (provider: ADSQLiteProvider, rows: [ADRecord])? = {
    guard let provider = try? ADSQLiteProvider(path: ":memory:"),
        let schema = try? ADTableSchema(tableName: "t", primaryKey: "id", keyType: .uniqueValue, template: template),
        (try? provider.register(schema, defaults: template)) != nil
    else { return nil }
    for id in 0..<14 {
        let row: ADRecord = [
            "id": .int(Int64(id)), "i": integers[id % integers.count], "j": integers[(id * 3 + 1) % integers.count],
            "x": reals[id % reals.count], "flag": [true, false, .null][id % 3], "name": texts[id % texts.count],
            "due": .date(Date(timeIntervalSince1970: Double(id - 7) * 86_400 * 400)),
            "meta": id % 4 == 0 ? .null : ["city": texts[(id + 2) % texts.count], "n": integers[(id + 1) % integers.count]],
            "note": texts[(id + 5) % texts.count],
        ]
        guard (try? provider.save(row, in: "t")) != nil else { return nil }
    }
    guard let rows = try? provider.loadRecords(from: "t", orderBy: [.ascending("id")]) else { return nil }
    return (provider, rows)
}()

/// A differential target: the rows SQLite selects for a filter are the rows for which the
/// formula engine says TRUE, whenever both answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let fixture else {
        require(false, "the in-memory table could not be built")
        return 0
    }
    let source = fuzzText(data, size)
    // random() answers differently in SQLite and in the engine by design: no common truth.
    guard !source.lowercased().contains("random") else { return 0 }
    guard let formula = try? ADFormula(source), let truth = try? ADFormula("iif(\(source), TRUE, FALSE)") else { return 0 }
    _ = formula
    var expected: [ADValue] = []
    for row in fixture.rows {
        guard let value = try? truth.evaluate(in: row) else { return 0 }
        if value == .bool(true) { expected.append(row["id"] ?? .null) }
    }
    guard let found = try? fixture.provider.loadRecords(from: "t", where: source, orderBy: [.ascending("id")]) else {
        return 0
    }
    let keys = found.map { $0["id"] ?? .null }
    require(keys == expected, "`\(source)`: SQLite selects \(keys), the formula engine \(expected)")
    return 0
}
