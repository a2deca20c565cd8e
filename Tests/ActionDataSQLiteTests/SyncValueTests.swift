import ActionData
import ActionDataSQLite
import Foundation
import TestSupport
import Testing

/// A synced model with a field of every kind a change carries.
struct Specimen: ADSyncedTable, Equatable {
    static let tableName = "Specimens"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString

    var id = ""
    var label = ""
    var count = 0
    var weight = 0.0
    var sealed = false
    var taken = Date(timeIntervalSince1970: 0)
    var photo = Data()
}

@Suite("Sync: every value goes through the change log as it was saved")
struct SyncValueTests {
    /// Texts JSON must escape, and texts it must not mangle.
    static let labels = [
        "", "plain", #"a "quoted" word"#, #"back\slash"#, "line\nbreak\r\ttab", "\u{0}\u{1}\u{1F}\u{7F}", "slash / and </script>",
        "é ß 漢字 🇫🇷 👩‍👩‍👧", "\u{2028}\u{2029}", String(repeating: "x\"", count: 500),
    ]

    @Test("a saved record's changes, read back from the log, hold its values", arguments: labels.indices)
    func logRoundTrip(_ index: Int) async throws {
        let device = try ADSQLiteProvider(path: ":memory:")
        try await device.register(Specimen.self)
        let saved = try await device.save(Specimen(
            label: Self.labels[index], count: Int.min + index, weight: -0.1 * Double(index), sealed: index.isMultiple(of: 2),
            taken: Date(timeIntervalSince1970: 1_764_374_400.25 + Double(index)), photo: Data([0, 255, UInt8(index)])))
        let logged = Dictionary(
            try await device.unpushedChanges(limit: 100).map { ($0.field, $0.value) }, uniquingKeysWith: { _, last in last })
        #expect(logged["label"] == .string(saved.label))
        #expect(logged["count"] == .int(Int64(saved.count)))
        #expect(logged["weight"] == .double(saved.weight))
        #expect(logged["sealed"] == .bool(saved.sealed))
        #expect(logged["taken"] == .date(saved.taken))
        #expect(logged["photo"] == .data(saved.photo))

        let server = try ADSQLiteProvider(path: ":memory:")
        try await server.register(Specimen.self)
        try await syncDirectly(device, with: server)
        #expect(try await server.load(Specimen.self, key: saved.id) == saved)
    }

    /// Numbers whose shortest text uses an exponent, a sign or many digits.
    static let weights: [Double] = [
        0, -0.0, 0.1, 1e-5, 5e20, 1.7976931348623157e308, 5e-324, -2.2250738585072014e-308, 123_456_789.123_456_78, 1.0 / 3.0,
    ]

    @Test("a number reads back from the log as the same Double", arguments: weights)
    func numberRoundTrip(_ weight: Double) async throws {
        let device = try ADSQLiteProvider(path: ":memory:")
        try await device.register(Specimen.self)
        try await device.save(Specimen(weight: weight))
        let logged = try await device.unpushedChanges(limit: 100).first { $0.field == "weight" }
        guard case .double(let read)? = logged?.value else {
            Issue.record("weight is not logged as a number: \(String(describing: logged))")
            return
        }
        #expect(read.bitPattern == weight.bitPattern)
    }

    @Test("random texts survive the log and a sync unchanged")
    func randomTexts() async throws {
        var generator = SeededGenerator(seed: 45)
        let device = try ADSQLiteProvider(path: ":memory:")
        let server = try ADSQLiteProvider(path: ":memory:")
        for replica in [device, server] { try await replica.register(Specimen.self) }
        var saved: [Specimen] = []
        for _ in 0..<200 {
            let scalars = (0..<Int.random(in: 0...24, using: &generator)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 0...0x2FFF, using: &generator))
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            saved.append(try await device.save(Specimen(label: text)))
        }
        try await syncDirectly(device, with: server)
        for specimen in saved { #expect(try await server.load(Specimen.self, key: specimen.id)?.label == specimen.label) }
    }
}
