import Foundation

/// The SQL files in the target's resources, read once: `name.sql`, split into its
/// statements (each ends with `;` at the end of a line), as the server runs one at a time.
enum SQLResource {
    static let bookkeeping = statements("bookkeeping")
    static let sessions = statements("sessions")
    static let sessionStore = text("session_store")
    static let sessionUpdate = text("session_update")

    private static func text(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "sql", subdirectory: "SQL"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "" }
        return text
    }

    private static func statements(_ name: String) -> [String] {
        text(name).components(separatedBy: ";\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
    }
}
