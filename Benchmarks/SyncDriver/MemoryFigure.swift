import Foundation
import SyncFixtures

/// Figure 3: the memory a pull takes grows with its page, not with the backlog. Each backlog
/// is pulled in a process of its own (this executable, `memory BACKLOG`), so one pull's heap
/// does not serve the other's.
enum MemoryFigure {
    static let backlogs = [10_000, 50_000]

    /// Runs a child per backlog and reports the growth of resident memory each pull caused.
    static func run(port: Int) throws {
        var growths: [Int] = []
        for backlog in backlogs {
            let output = try runChild(["memory", String(backlog)], port: port)
            let fields = output.split(separator: " ").compactMap { Int($0) }
            guard fields.count == 2 else { throw SyncBenchError("`memory \(backlog)` answered \(output)") }
            note("pulled \(fields[1]) changes: peak resident memory grew \(fields[0]) KiB")
            growths.append(fields[0])
        }
        report("pull memory, server on SQLite, 1,000 a page: peak resident memory grew \(growths[0]) KiB pulling"
            + " \(backlogs[0]) changes, \(growths[1]) KiB pulling \(backlogs[1]) = \(fixed(Double(growths[1]) / Double(max(growths[0], 1)), 2))×"
            + " (goal ≈ 1×: bounded by the page)")
    }

    /// In the child: a server on SQLite holding `backlog` changes one device pushed, then a new
    /// device pulling them, 1,000 a page; prints the KiB its pull added to the peak resident
    /// memory, and the changes pulled.
    static func measure(backlog: Int, port: Int) async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await SyncBenchServer.start(on: .sqlite(path: folder.appendingPathComponent("server.sqlite").path), port: port)
        do {
            let pusher = try await SyncBenchDevice.make(in: folder, server: server.url)
            try await pusher.createChanges(backlog)
            try await pusher.client.sync()
            let puller = try await SyncBenchDevice.make(in: folder, server: server.url)
            guard Measure.resetPeak(), let before = Measure.residentKiB() else {
                throw SyncBenchError("no /proc/self/clear_refs or /proc/self/status to read the peak memory with")
            }
            let sync = try await puller.client.sync()
            let pulled = sync.pulled + sync.snapshotChanges
            guard let after = Measure.residentKiB() else { throw SyncBenchError("no /proc/self/status") }
            print("\(after.peak - before.now) \(pulled)")
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
