import ActionData
import ActionDataStorage
import Foundation

/// A record's history as `GET /history` answers it: a record written as JSON
/// (``RecordAnswer``), so every kind of value a change holds has its one JSON form.
enum HistoryRecord {
    /// `{"entries": [{"id", "time", "author", "authorName", "action", "changes": [{"field", "old", "new", "withheld"}]}]}`,
    /// the time in ISO 8601, a value left out (`null`) where it was withheld or did not exist.
    static func record(of entries: [ADAuditEntry]) -> ADRecord {
        ["entries": .array(entries.map { .record(record(of: $0)) })]
    }

    private static func record(of entry: ADAuditEntry) -> ADRecord {
        [
            "id": .int(Int64(entry.id)), "time": .string(entry.time.formatted(.iso8601)), "author": .string(entry.author),
            "authorName": .string(entry.authorName), "action": .string(entry.action.rawValue),
            "changes": .array(entry.changes.map { change in
                .record([
                    "field": .string(change.field), "old": change.old ?? .null, "new": change.new ?? .null,
                    "withheld": .bool(change.withheld),
                ])
            }),
        ]
    }
}
