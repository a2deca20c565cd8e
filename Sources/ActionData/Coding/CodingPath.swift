/// The coding key of an array element: its zero-based index.
struct IndexKey: CodingKey {
    let intValue: Int?
    let stringValue: String

    init(intValue: Int) {
        self.intValue = intValue
        self.stringValue = String(intValue)
    }

    init?(stringValue: String) {
        guard let index = Int(stringValue) else { return nil }
        self.init(intValue: index)
    }
}

/// The key under which a class's superclass is encoded when it asks for `superEncoder()`.
struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }

    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}

extension ADFieldPath {
    /// The field path of a Codable coding path: each key's string value, array indices
    /// as decimal numbers, as ``ADRecord`` paths spell them.
    init(codingPath: [any CodingKey]) {
        self.init(components: codingPath.map(\.stringValue))
    }
}

extension ADCodingError {
    /// Any error an encoding or decoding run threw, as an ``ADCodingError``: itself, Foundation's
    /// `EncodingError` or `DecodingError` at the path it names, anything else as underlying.
    init(wrapping error: any Error) {
        switch error {
        case let error as ADCodingError: self = error
        case let error as DecodingError: self.init(decodingError: error)
        case let error as EncodingError: self.init(encodingError: error)
        default: self.init(.underlying(String(describing: error)), at: ADFieldPath(components: []))
        }
    }

    /// The error an `encode(to:)` implementation threw, at the path it names.
    init(encodingError: EncodingError) {
        switch encodingError {
        case .invalidValue(_, let context):
            self.init(.dataCorrupted(context.debugDescription), at: ADFieldPath(codingPath: context.codingPath))
        @unknown default:
            self.init(.underlying(String(describing: encodingError)), at: ADFieldPath(components: []))
        }
    }

    /// The error an `init(from:)` implementation threw, at the path it names.
    init(decodingError: DecodingError) {
        switch decodingError {
        case .typeMismatch(let type, let context):
            self.init(.dataCorrupted("expected \(type): \(context.debugDescription)"), at: ADFieldPath(codingPath: context.codingPath))
        case .valueNotFound(let type, let context):
            self.init(.valueNotFound(expected: String(describing: type)), at: ADFieldPath(codingPath: context.codingPath))
        case .keyNotFound(let key, let context):
            self.init(.keyNotFound, at: ADFieldPath(codingPath: context.codingPath + [key]))
        case .dataCorrupted(let context):
            self.init(.dataCorrupted(context.debugDescription), at: ADFieldPath(codingPath: context.codingPath))
        @unknown default:
            self.init(.underlying(String(describing: decodingError)), at: ADFieldPath(components: []))
        }
    }
}
