// The sync figures of docs/performance.md ("Sync (issue 45)"), one line each on standard
// output, each with its goal and its ratio to a baseline measured in the same run. Load/sync
// builds and runs it with a private PostgreSQL; by hand:
//
//   swift run -c release SyncDriver
//   swift run -c release SyncDriver saves    # the save cost on SQLite alone (to profile it)
//   swift run -c release SyncDriver saves postgres   # on PostgreSQL alone (needs the URL below)
//   swift run -c release SyncDriver snapshot 100000  # one first sync of that many records (time, memory)
//
// Environment: ACTIONDATA_BENCH_POSTGRES_URL, an empty PostgreSQL database for the server and
// the save cost (the PostgreSQL figures are skipped without it); ACTIONDATA_BENCH_COPY_MS,
// PostgreSQL's COPY of the 10,000 log-shaped rows in ms, the push's and pull's baseline;
// SYNC_BENCH_PORT, the first of the two ports the servers listen on (18290).
import ActionDataSQLite
import Foundation
import SyncFixtures

let environment = ProcessInfo.processInfo.environment
let port = environment["SYNC_BENCH_PORT"].flatMap { Int($0) } ?? 18_290

do {
    if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "memory", let backlog = Int(CommandLine.arguments[2]) {
        try await MemoryFigure.measure(backlog: backlog, port: port)
        exit(0)
    }
    if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "snapshot", let records = Int(CommandLine.arguments[2]) {
        try await SnapshotFigure.measure(records: records, port: port)
        exit(0)
    }
    if CommandLine.arguments.dropFirst() == ["saves"] {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await SaveFigures.run(on: ADSQLiteProvider(path: folder.appendingPathComponent("saves.sqlite").path), database: "SQLite")
    } else if CommandLine.arguments.dropFirst() == ["saves", "postgres"] {
        guard let url = environment["ACTIONDATA_BENCH_POSTGRES_URL"], !url.isEmpty else {
            note("SyncDriver saves postgres: set ACTIONDATA_BENCH_POSTGRES_URL to an empty PostgreSQL database")
            exit(2)
        }
        try await SaveFigures.runOnPostgres(url: url)
    } else {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = environment["ACTIONDATA_BENCH_COPY_MS"].flatMap { Double($0) }
        let postgres = environment["ACTIONDATA_BENCH_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
        let sqliteSave = try await SaveFigures.plainBatch(folder: folder)
        note("baseline: 10,000 fields of 2,000 plain readings saved in one SQLite transaction: \(fixed(sqliteSave)) ms")

        try await TransferFigures.run(
            on: .sqlite(path: folder.appendingPathComponent("server.sqlite").path), port: port, folder: folder, copy: copy, sqliteSave: sqliteSave)
        if let postgres {
            try await TransferFigures.run(on: .postgres(url: postgres), port: port, folder: folder, copy: copy, sqliteSave: sqliteSave)
        } else {
            note("skipped the PostgreSQL server's push and pull: ACTIONDATA_BENCH_POSTGRES_URL is not set")
        }
        try MemoryFigure.run(port: port + 1)
        try SnapshotFigure.run(port: port + 1)
        try await CompactionFigure.run(folder: folder)

        try await SaveFigures.run(on: ADSQLiteProvider(path: folder.appendingPathComponent("saves.sqlite").path), database: "SQLite")
        if let postgres {
            try await SaveFigures.runOnPostgres(url: postgres)
        } else {
            note("skipped the save cost on PostgreSQL: ACTIONDATA_BENCH_POSTGRES_URL is not set")
        }
    }
} catch {
    note("SyncDriver: \(error)")
    exit(1)
}
