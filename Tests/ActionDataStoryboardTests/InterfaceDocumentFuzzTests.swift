import ActionDataStoryboard
import Foundation
import TestSupport
import Testing

@Suite("Interface Builder documents: damaged files are errors, never crashes")
struct InterfaceDocumentFuzzTests {
    @Test("truncated and mutated copies of the fixtures", arguments: 0..<4)
    func damagedCopies(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 0x1B + seed)
        let own = [FixtureFiles.url("ActionDataForm.storyboard"), FixtureFiles.url("AKABeaconForm.storyboard")]
        let texts = try (own + (FixtureFiles.hasAKABeaconDemos ? [FixtureFiles.akaBeaconDemos] : [])).map(FixtureFiles.text)
        var read = 0
        var rejected = 0
        for _ in 0..<60 {
            var bytes = Array((texts.randomElement(using: &generator) ?? "").utf8)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator)))
            case 1:
                for _ in 0..<5 {
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    bytes[index] = Array("<>&\"'/= x".utf8).randomElement(using: &generator) ?? 0x20
                }
            default:
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                bytes.insert(contentsOf: Array("<!--".utf8), at: index)
            }
            do {
                let document = try ADInterfaceDocument(data: Data(bytes))
                _ = ADInterfaceBindingSet(document: document)
                read += 1
            } catch {
                #expect(error.line >= 1)
                rejected += 1
            }
        }
        #expect(read + rejected == 60)
        #expect(rejected > 0)
    }
}
