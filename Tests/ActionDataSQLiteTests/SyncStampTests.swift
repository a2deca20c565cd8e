import ActionDataStorage
import Testing

@Suite("Sync: a clock stamp's text form")
struct SyncStampTests {
    @Test(
        "a stamp reads back from its text",
        arguments: [
            ADSyncStamp(milliseconds: 0, counter: 0, replica: "a"),
            ADSyncStamp(milliseconds: 1_764_374_400_000, counter: 7, replica: "phone-7"),
            ADSyncStamp(milliseconds: 999_999_999_999_999, counter: 999_999, replica: String(repeating: "r", count: 64)),
            ADSyncStamp(milliseconds: 12, counter: 3, replica: "téléphone.2"),
        ])
    func roundTrip(_ stamp: ADSyncStamp) throws {
        #expect(stamp.text.utf8.count == 24 + stamp.replica.utf8.count)
        #expect(try ADSyncStamp(text: stamp.text) == stamp)
    }

    @Test("the text form is padded: 16 digits, 6 digits, the replica")
    func layout() {
        #expect(ADSyncStamp(milliseconds: 1_764_374_400_000, counter: 7, replica: "phone-7").text == "0001764374400000.000007.phone-7")
    }

    @Test(
        "text that is no stamp is refused",
        arguments: [
            "", "0001764374400000.000007.", "0001764374400000.000007", "001764374400000.000007.phone", "+001764374400000.000007.phone",
            "-001764374400000.000007.phone", "0001764374400000.00007.phone", "0001764374400000-000007.phone",
            "0001764374400000.000007-phone", "000176437440000a.000007.phone", "0001764374400000.00000x.phone",
            "0001764374400000.000007." + String(repeating: "r", count: 65), "١٢٣٤٥٦٧٨٩٠١٢٣٤٥٦.000007.phone",
        ])
    func refused(_ text: String) {
        #expect(throws: ADSyncError.self) { try ADSyncStamp(text: text) }
    }

    @Test("texts sort as their stamps do, for random stamps")
    func order() throws {
        var generator = SystemRandomNumberGenerator()
        let replicas = ["a", "b", "phone-1", "server-9"]
        let stamps = (0..<500).map { _ in
            ADSyncStamp(
                milliseconds: Int64.random(in: 0...999_999_999_999_999, using: &generator),
                counter: Int32.random(in: 0...999_999, using: &generator),
                replica: replicas.randomElement(using: &generator) ?? "a")
        }
        for (first, second) in zip(stamps, stamps.dropFirst()) {
            #expect((first < second) == (first.text < second.text), "\(first) \(second)")
            #expect(try ADSyncStamp(text: first.text) == first)
        }
    }
}
