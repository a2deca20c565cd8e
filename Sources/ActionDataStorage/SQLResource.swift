import Foundation

/// The SQL files in a target's resources: `name.sql` in its `SQL` folder, split into its
/// statements (each ends with `;` at the end of a line), as a database runs them one at a time.
package enum SQLResource {
    /// The statements of `name.sql` in `bundle`.
    ///
    /// - Throws: `ADDataError.Kind.missingResource(_:)` when the file is not in the bundle.
    package static func statements(_ name: String, in bundle: Bundle) throws(ADDataError) -> [String] {
        try text(name, in: bundle).components(separatedBy: ";\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
    }

    /// The text of `name.sql` in `bundle`.
    ///
    /// - Throws: `ADDataError.Kind.missingResource(_:)` when the file is not in the bundle.
    package static func text(_ name: String, in bundle: Bundle) throws(ADDataError) -> String {
        guard let url = bundle.url(forResource: name, withExtension: "sql", subdirectory: "SQL") else {
            throw ADDataError(.missingResource("SQL/\(name).sql"), table: nil)
        }
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ADDataError(.missingResource("SQL/\(name).sql: \(error)"), table: nil)
        }
    }
}
