import ActionData
@testable import ActionDataWeb
import Foundation
import Testing

/// What the server sends the page is written by ``ADWebResponseEncoder``: the same JSON as
/// Foundation's `JSONEncoder` gives for the same values, in the order the values encode their
/// keys, the same text every time; a number that is not finite is `null`.
@Suite("Web: the wire encoding")
struct WireEncodingTests {
    /// The JSON `text` holds, as Foundation objects, to compare whatever the key order.
    private func object(_ text: String) throws -> NSObject {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? NSObject)
    }

    private func foundation(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    static func updates() throws -> [ADWebUpdate] {
        let form = WebFormFixture.form()
        let typed = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Kotlin \"quoted\" \\ / \n é"))
        let focused = try form.handle(ADWebEvent(controlID: "name", action: .focus))
        return [form.snapshot(), typed, focused, form.save()]
    }

    @Test func updatesAreWhatJSONEncoderWritesInTheirOwnOrderAndAlwaysTheSame() throws {
        for update in try Self.updates() {
            let text = try ADWebResponseEncoder.text(of: update)
            #expect(try object(text) == object(foundation(update)))
            #expect(try ADWebResponseEncoder.text(of: update) == text)
            #expect(text.hasPrefix(#"{"states":[{"id":"#))
        }
    }

    @Test func aNumberThatIsNotFiniteIsNull() throws {
        var state = try #require(WebFormFixture.form().snapshot().states.first)
        state.content = .number(value: .nan, minimum: -.infinity, maximum: 1, step: .infinity)
        let fields = try #require(try object(ADWebResponseEncoder.text(of: state)) as? [String: Any])
        #expect(fields["value"] is NSNull && fields["min"] is NSNull && fields["step"] is NSNull)
        #expect((fields["max"] as? NSNumber)?.doubleValue == 1)
    }

    @Test func anErrorIsItsMessage() throws {
        #expect(try ADWebResponseEncoder.text(of: ["error": "a \"quote\""]) == #"{"error":"a \"quote\""}"#)
    }

    private struct Nested: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: IndexKey.self)
            _ = container.nestedUnkeyedContainer(forKey: IndexKey(intValue: 0))
        }
    }

    private struct NotFinite: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(Double.infinity)
        }
    }

    @Test func whatItDoesNotWriteIsRefusedNotGarbled() {
        #expect(throws: EncodingError.self) { try ADWebResponseEncoder.text(of: Nested()) }
        #expect(throws: EncodingError.self) { try ADWebResponseEncoder.text(of: [NotFinite()]) }
    }
}
