import ActionData
import ActionDataStorage
import Foundation
import TestSupport
import Testing

/// A snapshot page on the wire: records by table, each record one array of stamps and values,
/// read back as the same changes (each record's fields in the block's order).
@Suite("Sync: a snapshot page's compact encoding reads back as the changes written")
struct SyncSnapshotPageCodingTests {
    static let values: [ADValue] = [
        .null, .string(""), .string("Zoë \"quoted\" \\ é"), .int(0), .int(.max), .int(.min), .bool(true), .bool(false), .double(2.5),
        .double(-0.0), .date(Date(timeIntervalSince1970: 1_733_500_000.25)), .data(Data([0, 1, 255])), .array([.int(1), .string("x")]),
        .record(ADRecord(fieldsKeepingLast: [("a", .int(1))])),
    ]

    /// A random page: runs of tables, records with a random subset of fields, random values and stamps.
    static func page(seed: UInt64) -> ADSyncSnapshotPage {
        var random = SeededGenerator(seed: seed)
        var changes: [ADSyncChange] = []
        for tableIndex in 0..<Int.random(in: 1...3, using: &random) {
            let fields = ["title", "price", "done", "at", "notes"]
            // A field holds values of one kind, or of any: both are written.
            let mixed = Bool.random(using: &random)
            for recordIndex in 0..<Int.random(in: 0...6, using: &random) {
                let key = "k\(tableIndex)-\(recordIndex)"
                let stamp = ADSyncStamp(milliseconds: 1_733_500_000_000 + Int64.random(in: 0...99, using: &random), counter: 0, replica: "phone")
                for (fieldIndex, field) in fields.enumerated() where Bool.random(using: &random) {
                    let value = mixed ? values[Int.random(in: 0..<values.count, using: &random)] : values[fieldIndex * 2 % values.count]
                    let own = Bool.random(using: &random) ? stamp : ADSyncStamp(milliseconds: 1_733_500_001_000, counter: Int32(fieldIndex), replica: "tablet")
                    changes.append(ADSyncChange(table: "T\(tableIndex)", record: key, field: field, value: value, stamp: own, previous: nil))
                }
            }
        }
        return ADSyncSnapshotPage(changes: changes, cursor: 42, log: "server", next: ADSyncSnapshotPosition(table: "T0", record: "k0-0"))
    }

    @Test("random pages read back as they were written", arguments: 0..<64)
    func roundTrip(seed: UInt64) throws {
        let page = Self.page(seed: seed)
        let read = try JSONDecoder().decode(ADSyncSnapshotPage.self, from: try JSONEncoder().encode(page))
        #expect(read.cursor == page.cursor && read.log == page.log && read.next == page.next)
        #expect(Self.records(read) == Self.records(page), "seed \(seed)")
    }

    /// A page's records in order, each its fields' values and stamps by name.
    static func records(_ page: ADSyncSnapshotPage) -> [String] {
        var records: [String] = []
        var last: (table: String, record: String)?
        var fields: [String] = []
        func close() { if let last { records.append("\(last.table)/\(last.record): " + fields.sorted().joined(separator: ", ")) } }
        for change in page.changes {
            if last?.table != change.table || last?.record != change.record {
                close()
                (last, fields) = ((change.table, change.record), [])
            }
            fields.append("\(change.field)=\(change.value)@\(change.stamp)")
        }
        close()
        return records
    }

    /// Hostile or broken pages, each refused with a decoding error.
    static let broken: [(String, String)] = [
        ("a record one value short", #"{"cursor":1,"log":"s","tables":[{"table":"T","fields":["a"],"kinds":"s","records":[["k","0001733500000000.000000.p"]]}]}"#),
        ("a first stamp left out", #"{"cursor":1,"log":"s","tables":[{"table":"T","fields":["a"],"kinds":"s","records":[["k","","x"]]}]}"#),
        ("an unknown kind", #"{"cursor":1,"log":"s","tables":[{"table":"T","fields":["a"],"kinds":"z","records":[]}]}"#),
        ("a kind too many", #"{"cursor":1,"log":"s","tables":[{"table":"T","fields":["a"],"kinds":"ss","records":[]}]}"#),
        ("a field named twice", #"{"cursor":1,"log":"s","tables":[{"table":"T","fields":["a","a"],"kinds":"ss","records":[]}]}"#),
        ("a value where the field is lacking", #"{"cursor":1,"log":"s","tables":[{"table":"T","fields":["a"],"kinds":"s","records":[["k",null,"x"]]}]}"#),
        ("a number for a text field", #"{"cursor":1,"log":"s","tables":[{"table":"T","fields":["a"],"kinds":"s","records":[["k","0001733500000000.000000.p",3]]}]}"#),
        ("a stamp that is not one", #"{"cursor":1,"log":"s","tables":[{"table":"T","fields":["a"],"kinds":"s","records":[["k","soon","x"]]}]}"#),
    ]

    @Test("a written-out page reads as its changes: the key, each field's stamp (empty: the one before) and value")
    func readsByHand() throws {
        let json = #"{"cursor":7,"log":"s","tables":[{"table":"T","fields":["a","b","c"],"kinds":"sit","#
            + #""records":[["k","0001733500000000.000000.p","x","",3,null,null]]}]}"#
        let page = try JSONDecoder().decode(ADSyncSnapshotPage.self, from: Data(json.utf8))
        let stamp = ADSyncStamp(milliseconds: 1_733_500_000_000, counter: 0, replica: "p")
        #expect(page.changes == [
            ADSyncChange(table: "T", record: "k", field: "a", value: .string("x"), stamp: stamp, previous: nil),
            ADSyncChange(table: "T", record: "k", field: "b", value: .int(3), stamp: stamp, previous: nil),
        ])
        #expect(page.cursor == 7 && page.next == nil)
    }

    @Test("a broken page is a decoding error", arguments: broken)
    func refused(_ label: String, _ json: String) {
        #expect(throws: DecodingError.self, "\(label)") { try JSONDecoder().decode(ADSyncSnapshotPage.self, from: Data(json.utf8)) }
    }

    @Test("a delete or a change naming its previous stamp cannot be written as a snapshot")
    func onlyFields() throws {
        let stamp = ADSyncStamp(milliseconds: 1_733_500_000_000, counter: 0, replica: "p")
        for change in [
            ADSyncChange.delete(table: "T", record: "k", stamp: stamp, previous: nil),
            ADSyncChange(table: "T", record: "k", field: "a", value: .int(1), stamp: stamp, previous: stamp),
        ] {
            #expect(throws: EncodingError.self) {
                try JSONEncoder().encode(ADSyncSnapshotPage(changes: [change], cursor: 0, log: "s", next: nil))
            }
        }
    }
}
