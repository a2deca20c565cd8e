import ActionData
import Hummingbird
import NIOCore

/// The JSON encoder of the web front end's answers: it writes an `Encodable` value straight into
/// text as it encodes — keys in the order the value encodes them, `/` unescaped, no
/// intermediate tree — so an answer costs what writing it by hand cost, and its text is the
/// same from run to run.
///
/// It takes what the answers encode: keyed, unkeyed and single-value containers, each value
/// in its own container. A value that asks for a nested container or a super-encoder, or for
/// two kinds of container, or a number that is not finite, is refused with an `EncodingError`.
public struct ADWebResponseEncoder: ResponseEncoder {
    /// An encoder.
    public init() {}

    /// `value` as an `application/json` answer.
    public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response {
        let text = try Self.text(of: value)
        return Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// The JSON text of `value`.
    public static func text(of value: some Encodable) throws -> String {
        let output = JSONOutput()
        let encoder = StreamEncoder(output: output, codingPath: [])
        try value.encode(to: encoder)
        try encoder.finish()
        return output.text
    }
}

/// The text written so far.
final class JSONOutput {
    var text = ""

    /// `string` as a JSON string literal, escaped as the engine's JSON writer escapes it.
    func write(_ string: String) throws {
        text += try ADValue.string(string).jsonString()
    }

    func write(_ number: Double, at codingPath: [any CodingKey]) throws {
        guard number.isFinite else {
            throw EncodingError.invalidValue(number, .init(codingPath: codingPath, debugDescription: "JSON has no \(number)"))
        }
        text += number.description
    }
}

/// The encoder of one value: it opens at most one container, and ``finish()`` closes it.
final class StreamEncoder: Encoder {
    enum State { case empty, keyed, unkeyed, single, refused(String) }

    let output: JSONOutput
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private var state = State.empty
    private var count = 0

    init(output: JSONOutput, codingPath: [any CodingKey]) {
        self.output = output
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        open(.keyed, "{")
        return KeyedEncodingContainer(KeyedStream<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        open(.unkeyed, "[")
        return UnkeyedStream(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        open(.single, "")
        return SingleStream(encoder: self)
    }

    /// Closes the container; a value that opened none is an empty object, as `JSONEncoder`
    /// writes it.
    func finish() throws {
        switch state {
        case .empty: output.text += "{}"
        case .keyed: output.text += "}"
        case .unkeyed: output.text += "]"
        case .single: if count == 0 { output.text += "null" }
        case .refused(let reason): throw EncodingError.invalidValue(reason, .init(codingPath: codingPath, debugDescription: reason))
        }
    }

    /// Starts the next entry of the container: a comma after the first.
    func beginEntry() {
        if count > 0, case .single = state {
            refuse("a single-value container takes one value")
        } else if count > 0, !(state.isSingle) {
            output.text += ","
        }
        count += 1
    }

    /// Encodes `value`, the entry at `key` (`nil`: the value this encoder holds), in an encoder
    /// of its own.
    func encodeNested(_ value: some Encodable, at key: (any CodingKey)?) throws {
        let nested = StreamEncoder(output: output, codingPath: key.map { codingPath + [$0] } ?? codingPath)
        try value.encode(to: nested)
        try nested.finish()
    }

    func refuse(_ reason: String) {
        if case .refused = state { return }
        state = .refused(reason)
    }

    private func open(_ kind: State, _ bracket: String) {
        switch (state, kind) {
        case (.empty, _):
            state = kind
            output.text += bracket
        case (.keyed, .keyed), (.unkeyed, .unkeyed):
            break
        default:
            refuse("a value asked for two kinds of container")
        }
    }
}

extension StreamEncoder.State {
    var isSingle: Bool {
        if case .single = self { return true }
        return false
    }
}

/// The position of an entry in an array, as a coding key.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }

    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

struct KeyedStream<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StreamEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    private func begin(_ key: Key) throws {
        encoder.beginEntry()
        try encoder.output.write(key.stringValue)
        encoder.output.text += ":"
    }

    mutating func encodeNil(forKey key: Key) throws {
        try begin(key)
        encoder.output.text += "null"
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try begin(key)
        encoder.output.text += value ? "true" : "false"
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        try begin(key)
        try encoder.output.write(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        try begin(key)
        try encoder.output.write(value, at: codingPath + [key])
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        try begin(key)
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Int8, forKey key: Key) throws {
        try begin(key)
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Int16, forKey key: Key) throws {
        try begin(key)
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Int32, forKey key: Key) throws {
        try begin(key)
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Int64, forKey key: Key) throws {
        try begin(key)
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: UInt, forKey key: Key) throws {
        try begin(key)
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        try begin(key)
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        try begin(key)
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        try begin(key)
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        try begin(key)
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        try encode(Double(value), forKey: key)
    }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try begin(key)
        try encoder.encodeNested(value, at: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder.refuse("nested containers are not written")
        return KeyedEncodingContainer(KeyedStream<NestedKey>(encoder: encoder))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.refuse("nested containers are not written")
        return UnkeyedStream(encoder: encoder)
    }

    mutating func superEncoder() -> any Encoder {
        encoder.refuse("super-encoders are not written")
        return encoder
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.refuse("super-encoders are not written")
        return encoder
    }
}

struct UnkeyedStream: UnkeyedEncodingContainer {
    let encoder: StreamEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    private(set) var count = 0

    init(encoder: StreamEncoder) {
        self.encoder = encoder
    }

    mutating func encodeNil() throws {
        encoder.beginEntry()
        count += 1
        encoder.output.text += "null"
    }

    mutating func encode(_ value: Bool) throws {
        encoder.beginEntry()
        count += 1
        encoder.output.text += value ? "true" : "false"
    }

    mutating func encode(_ value: String) throws {
        encoder.beginEntry()
        count += 1
        try encoder.output.write(value)
    }

    mutating func encode(_ value: Double) throws {
        encoder.beginEntry()
        count += 1
        try encoder.output.write(value, at: codingPath + [IndexKey(intValue: count - 1)])
    }

    mutating func encode(_ value: Int) throws {
        encoder.beginEntry()
        count += 1
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Int8) throws {
        encoder.beginEntry()
        count += 1
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Int16) throws {
        encoder.beginEntry()
        count += 1
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Int32) throws {
        encoder.beginEntry()
        count += 1
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Int64) throws {
        encoder.beginEntry()
        count += 1
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: UInt) throws {
        encoder.beginEntry()
        count += 1
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: UInt8) throws {
        encoder.beginEntry()
        count += 1
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: UInt16) throws {
        encoder.beginEntry()
        count += 1
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: UInt32) throws {
        encoder.beginEntry()
        count += 1
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: UInt64) throws {
        encoder.beginEntry()
        count += 1
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Float) throws {
        try encode(Double(value))
    }

    mutating func encode(_ value: some Encodable) throws {
        encoder.beginEntry()
        count += 1
        try encoder.encodeNested(value, at: IndexKey(intValue: count - 1))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        encoder.refuse("nested containers are not written")
        return KeyedEncodingContainer(KeyedStream<NestedKey>(encoder: encoder))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        encoder.refuse("nested containers are not written")
        return self
    }

    mutating func superEncoder() -> any Encoder {
        encoder.refuse("super-encoders are not written")
        return encoder
    }
}

struct SingleStream: SingleValueEncodingContainer {
    let encoder: StreamEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws {
        encoder.beginEntry()
        encoder.output.text += "null"
    }

    mutating func encode(_ value: Bool) throws {
        encoder.beginEntry()
        encoder.output.text += value ? "true" : "false"
    }

    mutating func encode(_ value: String) throws {
        encoder.beginEntry()
        try encoder.output.write(value)
    }

    mutating func encode(_ value: Double) throws {
        encoder.beginEntry()
        try encoder.output.write(value, at: codingPath)
    }

    mutating func encode(_ value: Int) throws {
        encoder.beginEntry()
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Int8) throws {
        encoder.beginEntry()
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Int16) throws {
        encoder.beginEntry()
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Int32) throws {
        encoder.beginEntry()
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Int64) throws {
        encoder.beginEntry()
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: UInt) throws {
        encoder.beginEntry()
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: UInt8) throws {
        encoder.beginEntry()
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: UInt16) throws {
        encoder.beginEntry()
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: UInt32) throws {
        encoder.beginEntry()
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: UInt64) throws {
        encoder.beginEntry()
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Float) throws {
        try encode(Double(value))
    }

    mutating func encode(_ value: some Encodable) throws {
        encoder.beginEntry()
        try encoder.encodeNested(value, at: nil)
    }
}
