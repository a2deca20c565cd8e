import ActionDataStorage
import ArgumentParser
import Foundation

/// `actiondata audit`: who changed which record of the demo's database, and what.
struct AuditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Print who changed which record, when, and each field's old and new value.",
        discussion: """
            Every save and delete `serve` makes is written to the history in the same transaction as the change. \
            Fields some role may not see are shown as changed, without values. Oldest first; the latest --limit \
            entries.
            """
    )

    @Option(name: .long, help: "Only the record with this id.")
    var record: String?

    @Option(name: .long, help: "Only changes by this user (the name they sign in with).")
    var user: String?

    @Option(name: .long, help: "Only this table (the demo's is Categories).")
    var table: String?

    @Option(name: .long, help: "At most this many entries, the latest.")
    var limit = 100

    @Option(name: .long, help: "The demo's database: a SQLite file, or a postgres:// URL (also ACTIONDATA_DATABASE_URL).")
    var database = ServeCommand.defaultDatabase

    func validate() throws {
        guard (1...100_000).contains(limit) else { throw ValidationError("--limit must be 1 to 100000") }
    }

    func run() async throws {
        let entries = try await DemoDatabase.using(database) { provider in
            try await provider.history(table: table, record: record, author: user, limit: limit)
        }
        if entries.isEmpty { print("No changes recorded" + (record.map { " for record \(TerminalText.safe($0))" } ?? "") + ".") }
        for entry in entries { print(Self.lines(of: entry).joined(separator: "\n")) }
    }

    /// An entry as printed: a heading, then one indented line per field.
    static func lines(of entry: ADAuditEntry) -> [String] {
        let author = entry.authorName.isEmpty || entry.authorName == entry.author ? entry.author : "\(entry.author) (\(entry.authorName))"
        let heading = "#\(entry.id)  \(entry.time.formatted(.iso8601))  \(entry.action.rawValue)  \(entry.table) \(entry.record)  by \(author)"
        return [TerminalText.safe(heading)] + entry.changes.map { change in
            let values: String
            if change.withheld {
                values = "changed (withheld)"
            } else {
                switch entry.action {
                case .create: values = (change.new ?? .null).description
                case .delete: values = "was " + (change.old ?? .null).description
                case .update: values = (change.old ?? .null).description + " → " + (change.new ?? .null).description
                }
            }
            return "    " + TerminalText.safe("\(change.field): \(values)")
        }
    }
}
