import ActionDataSQLite
import ActionDataStorage
import ArgumentParser
import Foundation

/// `actiondata sync`: syncs a device's SQLite file with a server, as an app's `ADSyncClient` does.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Push a SQLite file's synced changes to a server and pull everyone else's.",
        discussion: """
            The file's synced tables are those an app saved through an ADSyncedTable model. A file that does \
            not exist yet becomes a new device file for the demo's categories (`actiondata serve`). The server is \
            identified by its address; the token it knows you by comes from --token-file or ACTIONDATA_SYNC_TOKEN, \
            or a name with --name and the password on standard input with --password-stdin; the demo on loopback \
            without accounts needs none.
            """
    )

    @Option(name: .long, help: "The server's address, such as https://forms.example.com.")
    var server: String

    @Option(name: .long, help: "The device's SQLite file; a new one, for the demo's categories, when it does not exist.")
    var database: String

    @Option(name: .customLong("token-file"), help: "A file whose first line is the bearer token.")
    var tokenFile: String?

    @Option(name: .long, help: "Sign in with this account name (the password on standard input, with --password-stdin).")
    var name: String?

    @Flag(name: .customLong("password-stdin"), help: "Read the password for --name from standard input.")
    var passwordStdin = false

    @Option(name: .customLong("batch-size"), help: "Changes per push and per page of a pull.")
    var batchSize = 1_000

    @Flag(name: .long, help: "After syncing, print the file's synced records (at most 200 a table) and the latest 20 conflicts on record.")
    var list = false

    @Flag(name: .customLong("settle-conflicts"), help: "After syncing, mark every conflict on record settled: they no longer count or show.")
    var settleConflicts = false

    func validate() throws {
        guard let url = URL(string: server), url.scheme == "https" || url.scheme == "http", url.host != nil else {
            throw ValidationError("--server must be an http or https address, such as https://forms.example.com")
        }
        guard batchSize > 0, batchSize <= 100_000 else { throw ValidationError("--batch-size must be between 1 and 100000") }
        if name != nil, !passwordStdin {
            throw ValidationError("give the password for --name on standard input with --password-stdin")
        }
        let folder = URL(fileURLWithPath: database).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: database)
            || (FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue)
        else {
            throw ValidationError("no database at \(database), and no folder \(folder) to make a new device file in")
        }
    }

    func run() async throws {
        guard let url = URL(string: server) else { throw ExitCode.failure }
        do {
            let isNew = !FileManager.default.fileExists(atPath: database)
            let provider = try ADSQLiteProvider(path: database)
            if isNew {
                try await provider.register(Category.self)
                print(TerminalText.safe("New device file \(database), for the demo's \(Category.tableName) (actiondata serve)"))
            }
            let client = ADSyncClient(provider: provider, server: url, token: try token(), batchSize: batchSize)
            if let name {
                guard let line = readLine(strippingNewline: true) else {
                    FileHandleOutput.standardError("error: standard input held no password\n")
                    throw ExitCode.failure
                }
                try await client.signIn(name: name, password: line.hasSuffix("\r") ? String(line.dropLast()) : line)
            }
            let report = try await client.sync()
            let status = try await provider.syncStatus()
            print(
                "Pushed \(report.pushed) (\(report.applied) applied, \(report.superseded) superseded, \(report.refused) refused), "
                    + "pulled \(report.pulled); \(status.unpushed) not pushed, \(status.conflicts) conflicts and refusals on record")
            if let reason = report.snapshot {
                print(TerminalText.safe(
                    "Took a snapshot of the server's records (\(reason)): \(report.snapshotChanges) field values, \(report.evicted) records removed"))
            }
            if list {
                for line in try await SyncListing.lines(of: provider) { print(line) }
            }
            if settleConflicts {
                let settled = try await provider.conflicts(limit: Int.max).map(\.id)
                try await provider.settleConflicts(settled)
                print("Settled \(settled.count) conflicts")
            }
        } catch let error as ExitCode {
            throw error
        } catch {
            FileHandleOutput.standardError("error: \(error)\n")
            throw ExitCode.failure
        }
    }

    /// The bearer token from --token-file, else ACTIONDATA_SYNC_TOKEN, else none.
    private func token() throws -> String? {
        if let tokenFile {
            let text = try String(contentsOfFile: tokenFile, encoding: .utf8)
            guard let line = text.split(whereSeparator: \.isNewline).first.map(String.init), !line.isEmpty else {
                throw ValidationError("\(tokenFile) holds no token")
            }
            return line.trimmingCharacters(in: .whitespaces)
        }
        return ProcessInfo.processInfo.environment["ACTIONDATA_SYNC_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
    }
}
