import ActionDataSQLite
import ActionDataStorage
import Testing
import TestSupport

@Suite("Sync on SQLite: the stamps a synced record's row holds")
struct SyncStampsColumnTests {
    @Test(
        "the stamps read back from the column's text, whatever the names hold",
        arguments: [
            [:],
            ["site": "0001764374400000-000007-phone"],
            ["": "", "4:x": "12:", "%25": "\u{0}", "naïve 🌍": "r:1:2", String(repeating: "9", count: 40): "0:"],
            ["a": "b", "b": "a", ":": "::"],
        ] as [[String: String]])
    func roundTrip(_ stamps: [String: String]) throws {
        #expect(try SyncStampsColumn.stamps(SyncStampsColumn.text(stamps), table: "Visits") == stamps)
    }

    @Test("generated stamps read back", arguments: 0..<4)
    func generatedRoundTrip(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let alphabet: [Character] = ["a", "Z", "0", "7", ":", "%", "é", "🌍", "\u{0}", "\u{1F}", " "]
        for _ in 0..<200 {
            var stamps: [String: String] = [:]
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let name = String((0..<Int.random(in: 0...8, using: &generator)).map { _ in generator.pick(alphabet) })
                stamps[name] = String((0..<Int.random(in: 0...30, using: &generator)).map { _ in generator.pick(alphabet) })
            }
            #expect(try SyncStampsColumn.stamps(SyncStampsColumn.text(stamps), table: "Visits") == stamps)
        }
    }

    @Test("a NULL column holds no stamps")
    func null() throws {
        #expect(try SyncStampsColumn.stamps(nil, table: "Visits").isEmpty)
    }

    @Test(
        "damaged text is an error naming the table and the column",
        arguments: ["4:site", "5:site", "x:ab", "-1:", "4:site-3:abc", "2:aé0:", "99999999999999999999:a", ":", "4site0:", "4:site1"])
    func damaged(_ text: String) {
        #expect {
            _ = try SyncStampsColumn.stamps(text, table: "Visits")
        } throws: { error in
            guard let error = error as? ADDataError, case .corruptValue(let column, _) = error.kind else { return false }
            return column == SyncStampsColumn.name && error.table == "Visits"
        }
    }

    @Test("any text either reads or is an error, never a trap", arguments: 0..<4)
    func garbage(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let alphabet: [Character] = ["0", "1", "2", "9", ":", "-", "+", "a", "é", "🌍"]
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...16, using: &generator)).map { _ in generator.pick(alphabet) })
            do {
                let stamps = try SyncStampsColumn.stamps(text, table: "Visits")
                #expect(SyncStampsColumn.text(stamps).utf8.count <= text.utf8.count, "\(text)")
            } catch {
                #expect(error.kind.isCorruptValue, "\(text)")
            }
        }
    }
}

extension ADDataError.Kind {
    fileprivate var isCorruptValue: Bool {
        if case .corruptValue = self { return true }
        return false
    }
}
