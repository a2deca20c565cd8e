import ActionData
import Foundation

extension ADFormSyncState {
    /// One line on where the sync stands, for the list's status: what waits to be sent, the
    /// conflicts and refusals on record, and the last sync.
    var summary: String {
        var parts = [unpushedChanges == 0 ? "All changes sent" : "\(unpushedChanges) changes to send"]
        if conflicts > 0 { parts.append("\(conflicts) conflicts") }
        if refusals > 0 { parts.append("\(refusals) refused") }
        if let lastSync { parts.append("synced \(lastSync.formatted(date: .omitted, time: .shortened))") }
        return parts.joined(separator: " · ")
    }
}
