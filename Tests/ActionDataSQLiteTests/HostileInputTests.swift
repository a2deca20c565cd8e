import ActionData
import ActionDataSQLite
import Foundation
import Testing

@Suite("Hostile names and values are stored exactly")
struct HostileInputTests {
    static let hostileTexts = [
        "Robert'); DROP TABLE \"Students\"; --", "semi;colon", "-- comment", "/* open", "nul\u{0}inside", "\u{0}",
        "emoji 🙂👩‍👩‍👧", "quote\"double", "it's", "%00 and %25", "", "  ", "\\", "?", ":name", "$1", "\u{FEFF}bom",
    ]

    @Test(arguments: [
        "Robert'); DROP TABLE \"x\"; --", "semi;colon", "nul\u{0}table", "emoji 🙂", "%00", "quote\"d", "it's",
    ])
    func hostileNamesAndValuesRoundTrip(table: String) throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        let fields = [
            "key\"; --", "it's", "semi;colon", "dash--dash", "nul\u{0}field", "emoji🙂", "%00", "%25%", "blob",
        ]
        var template = ADRecord()
        for field in fields { template[field] = field == "blob" ? .data(Data()) : "" }
        try provider.register(
            ADTableSchema(tableName: table, primaryKey: fields[0], keyType: .uniqueValue, template: template),
            defaults: template)

        var saved: [ADRecord] = []
        for (index, text) in Self.hostileTexts.enumerated() {
            var record = ADRecord()
            for field in fields {
                record[field] = field == "blob" ? .data(Data(text.utf8) + [0, 0xFF]) : .string(text + field)
            }
            record[fields[0]] = .string("\(index) \(text)")
            saved.append(try provider.save(record, in: table))
        }
        let loaded = try provider.loadRecords(from: table)
        #expect(loaded.count == Self.hostileTexts.count)
        for record in saved {
            let key = try #require(record[fields[0]])
            let back = try #require(try provider.loadRecord(key: key, from: table))
            #expect(back == record)
            #expect(back.fieldNames == fields)
        }
        for text in Self.hostileTexts {
            let literal = "'" + (text + "it's").replacingOccurrences(of: "'", with: "''") + "'"
            let found = try provider.loadRecords(from: table, where: "\"it's\" = \(literal)")
            #expect(found.map { $0["it's"] } == [.string(text + "it's")], "\(text.debugDescription)")
        }
        #expect(try provider.schema(of: table).columns.keys.elementsEqual(fields))
        try provider.dropTable(table)
        #expect(throws: ADSQLiteError.self) { try provider.loadRecords(from: table) }
    }

    @Test func hostileModelValuesRoundTrip() throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        for text in Self.hostileTexts {
            var person = Person()
            person.name = text
            person.nickname = text
            person.tags = [text, text + text]
            person.addresses = [
                text: Address(street: text, city: text, zip: text, since: Date(timeIntervalSince1970: 86_400))
            ]
            try provider.save(person)
            #expect(try provider.load(Person.self, key: person.id) == person, "\(text.debugDescription)")
        }
        #expect(try provider.count(Person.self) == Self.hostileTexts.count)
    }
}
