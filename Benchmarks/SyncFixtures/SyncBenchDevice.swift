import ActionData
import ActionDataSQLite
import ActionDataStorage
import Foundation

/// A device: its replica in a SQLite file, with ``SyncedReading`` registered, and its client
/// signed in to a ``SyncBenchServer``.
public struct SyncBenchDevice: Sendable {
    /// The device's replica.
    public let provider: ADSQLiteProvider
    /// Its client.
    public let client: ADSyncClient

    /// A new device with its database in `folder`, syncing with `server` `batchSize` changes a
    /// request (the client's default).
    public static func make(in folder: URL, server: URL, batchSize: Int = 1_000) async throws -> SyncBenchDevice {
        let path = folder.appendingPathComponent("device-\(UUID().uuidString).sqlite").path
        let provider = try ADSQLiteProvider(path: path)
        try await provider.register(SyncedReading.self)
        let client = ADSyncClient(provider: provider, server: server, batchSize: batchSize)
        try await client.signIn(name: SyncBenchServer.name, password: SyncBenchServer.password)
        return SyncBenchDevice(provider: provider, client: client)
    }

    /// Saves new readings offline, in one transaction, until `changes` changes wait to be pushed.
    public func createChanges(_ changes: Int) async throws {
        let records = changes / Readings.changesPerRecord
        try await provider.transaction { transaction in
            for index in 0..<records { _ = try transaction.save(Readings.synced(index)) }
        }
        let unpushed = try await provider.syncStatus().unpushed
        guard unpushed >= changes else { throw SyncBenchError("\(records) new readings logged \(unpushed) changes, not \(changes)") }
    }
}

/// A new scratch folder under the system's temporary folder.
public func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("syncbench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
