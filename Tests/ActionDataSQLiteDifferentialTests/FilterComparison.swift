import ActionData

/// Filters run by a provider against the engine on the same stored rows: for each formula and
/// its negation (which tells FALSE from NULL), the keys of the rows the provider selects must
/// be the keys of the rows the engine finds it true for, wherever the engine answers on every row.
struct FilterComparison {
    /// The stored rows, each with its key `id`.
    let rows: [ADRecord]
    /// The provider's name, for messages.
    let database: String
    private(set) var compared = 0
    private(set) var mismatches: [String] = []

    init(rows: [ADRecord], database: String) {
        self.rows = rows
        self.database = database
    }

    /// Compares `formula` and its negation; `select` runs a filter through the provider.
    mutating func compare(_ formula: String, select: (String) async throws -> [ADRecord]) async {
        for filter in [formula, "NOT (\(formula))"] {
            guard let expected = Self.engineSelection(filter, rows) else { continue }
            compared += 1
            do {
                let ids = try await select(filter).compactMap { $0["id"] }
                if ids != expected { mismatches.append("\(filter): engine \(expected), \(database) \(ids)") }
            } catch {
                mismatches.append("\(filter): engine \(expected), \(database) failed: \(error)")
            }
        }
    }

    /// How many disagree, and the first few.
    var summary: String {
        "\(mismatches.count) of \(compared) disagree, first: \(mismatches.prefix(5).joined(separator: "\n"))"
    }

    /// The keys of the rows for which the engine finds `filter` true, or `nil` when it fails on one.
    static func engineSelection(_ filter: String, _ rows: [ADRecord]) -> [ADValue]? {
        guard let truth = try? ADFormula("iif(\(filter), TRUE, FALSE)") else { return nil }
        var selected: [ADValue] = []
        for row in rows {
            guard let value = try? truth.evaluate(in: row) else { return nil }
            if value == .bool(true), let id = row["id"] { selected.append(id) }
        }
        return selected
    }
}
