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

    /// ``statements(_:in:)`` read now, its failure kept: what a statement kept in a `static let`
    /// holds, read once and thrown where it is used.
    package static func loadedStatements(_ name: String, in bundle: Bundle) -> Result<[String], ADDataError> {
        Result { () throws(ADDataError) in try statements(name, in: bundle) }
    }

    /// ``text(_:in:)`` read now, its failure kept, as ``loadedStatements(_:in:)``.
    package static func loadedText(_ name: String, in bundle: Bundle) -> Result<String, ADDataError> {
        Result { () throws(ADDataError) in try text(name, in: bundle) }
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

    /// A template statement for one table: `{table}` and `{key}` replaced by the table's and
    /// its key column's quoted names, in one pass (a name holding either marker stays as it is).
    package static func perTable(_ template: String, table: String, key: String) -> String {
        let quotedKey = SQLIdentifier.quoted(key)
        return template.components(separatedBy: "{table}")
            .map { $0.replacingOccurrences(of: "{key}", with: quotedKey) }
            .joined(separator: SQLIdentifier.quoted(table))
    }
}
