/// A number as the page reads it: JSON has no infinity or NaN, so those are written as `null`,
/// which the page shows as no value.
struct WireNumber: Encodable {
    let value: Double

    init(_ value: Double) {
        self.value = value
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if value.isFinite { try container.encode(value) } else { try container.encodeNil() }
    }
}
