import ActionData
import ActionDataSQLite

/// What `actiondata sync --list` prints after syncing: the file's synced records, one line
/// each — table, key, then `field=value` — ordered by table and key, and the conflicts and
/// refusals on record, newest first. Stored text is printed with control characters escaped.
enum SyncListing {
    /// The most records listed per table; the rest are counted.
    static let recordsPerTable = 200
    /// The most conflicts listed.
    static let conflictLimit = 20
    /// The longest value printed whole, in characters; a longer one is cut short with `…`.
    static let valueLength = 80
    /// Records read per page of the file's snapshot.
    private static let pageSize = 500

    /// The records' lines, then the conflicts'.
    static func lines(of provider: any ADSyncProvider) async throws -> [String] {
        try await records(of: provider) + conflicts(of: provider)
    }

    /// A heading, then a line per record, at most ``recordsPerTable`` per table and a line
    /// counting the rest.
    static func records(of provider: any ADSyncProvider) async throws -> [String] {
        var lines = RecordLines(limit: recordsPerTable)
        var position: ADSyncSnapshotPosition?
        repeat {
            let page = try await provider.snapshot(after: position, limit: pageSize)
            for change in page.changes { lines.add(change) }
            position = page.next
        } while position != nil
        let listed = lines.finished()
        return listed.isEmpty ? ["Synced records: none"] : ["Synced records:"] + listed
    }

    /// A heading, then a line per conflict or refusal on record, newest first, at most
    /// ``conflictLimit``.
    static func conflicts(of provider: any ADSyncProvider) async throws -> [String] {
        let conflicts = try await provider.conflicts(limit: conflictLimit)
        guard !conflicts.isEmpty else { return ["Conflicts on record: none"] }
        return ["Conflicts on record, newest first:"] + conflicts.map { conflict in
            let field = conflict.field.isEmpty ? "(the record)" : conflict.field
            let message = conflict.message.isEmpty ? "" : ": " + conflict.message
            return "  " + TerminalText.safe(
                "\(conflict.table) \(conflict.record) \(field) \(conflict.reason.rawValue), kept \(shown(conflict.kept)), "
                    + "lost \(shown(conflict.lost))\(message)")
        }
    }

    /// `value` as a person reads it (strings quoted), cut short after ``valueLength`` characters.
    static func shown(_ value: ADValue) -> String {
        let text = value.description
        return text.count <= valueLength ? text : String(text.prefix(valueLength - 1)) + "…"
    }

    /// The lines of a snapshot's records, built change by change: a record's changes follow
    /// one another, and records come in table and key order.
    private struct RecordLines {
        let limit: Int
        private var lines: [String] = []
        private var record: (table: String, key: String, fields: [String])?
        private var table = ""
        private var inTable = 0

        init(limit: Int) { self.limit = limit }

        mutating func add(_ change: ADSyncChange) {
            if record?.table != change.table || record?.key != change.record {
                flushRecord()
                record = (change.table, change.record, [])
            }
            record?.fields.append(change.field + "=" + SyncListing.shown(change.value))
        }

        /// The lines, the last record's and the last table's count included.
        mutating func finished() -> [String] {
            flushRecord()
            flushTable()
            return lines
        }

        private mutating func flushRecord() {
            guard let record else { return }
            self.record = nil
            if record.table != table {
                flushTable()
                table = record.table
            }
            inTable += 1
            guard inTable <= limit else { return }
            lines.append("  " + TerminalText.safe(([record.table, record.key] + record.fields).joined(separator: " ")))
        }

        private mutating func flushTable() {
            if inTable > limit { lines.append("  " + TerminalText.safe("… and \(inTable - limit) more in \(table)")) }
            inTable = 0
        }
    }
}
