/// The encoder of one value: it opens at most one container, and ``finish()`` closes it.
final class StreamEncoder: Encoder {
    enum State { case empty, keyed, unkeyed, single, refused(String) }

    let output: JSONOutput
    /// The encoder of the container this value is an entry of, and the entry's key: the
    /// coding path is built from them only when an error needs it.
    private let parent: StreamEncoder?
    private let key: (any CodingKey)?
    var codingPath: [any CodingKey] {
        var path = parent?.codingPath ?? []
        if let key { path.append(key) }
        return path
    }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private var state = State.empty
    private var count = 0

    init(output: JSONOutput, parent: StreamEncoder? = nil, key: (any CodingKey)? = nil) {
        self.output = output
        self.parent = parent
        self.key = key
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        open(.keyed, "{")
        return KeyedEncodingContainer(KeyedStream<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        open(.unkeyed, "[")
        return ValueStream(encoder: self, isUnkeyed: true)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        open(.single, "")
        return ValueStream(encoder: self, isUnkeyed: false)
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
        if count > 0 {
            if case .single = state { refuse("a single-value container takes one value") } else { output.text += "," }
        }
        count += 1
    }

    /// Encodes `value`, the entry at `key` (`nil`: the value this encoder holds), in an encoder
    /// of its own.
    func encodeNested(_ value: some Encodable, at key: (any CodingKey)?) throws {
        let nested = StreamEncoder(output: output, parent: self, key: key)
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

/// The position of an entry in an array, as a coding key.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }

    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
