import Foundation

/// An RGBA colour with 8-bit channels, read from and written as hex text.
///
/// ```swift
/// let red = try ADColor(hex: "#FF0000")     // alpha 255
/// red.hex                                    // "#FF0000"
/// try ADColor(hex: "00ff0080").hex           // "#00FF0080"
/// ```
public struct ADColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// Opacity, 255 is opaque.
    public var alpha: UInt8

    /// Creates a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Reads `RRGGBB` or `RRGGBBAA`, with or without a leading `#`, in any case; surrounding
    /// whitespace is ignored.
    /// - Throws: ``ADConversionError`` naming the text for anything else.
    public init(hex: String) throws(ADConversionError) {
        guard let value = Self.packed(hex: hex) else {
            throw ADConversionError(value: hex, target: "colour", detail: "expected #RRGGBB or #RRGGBBAA")
        }
        red = UInt8(truncatingIfNeeded: value >> 24)
        green = UInt8(truncatingIfNeeded: value >> 16)
        blue = UInt8(truncatingIfNeeded: value >> 8)
        alpha = UInt8(truncatingIfNeeded: value)
    }

    /// Whether `text` is a colour ``init(hex:)`` reads.
    static func isHex(_ text: String) -> Bool { packed(hex: text) != nil }

    /// The `RRGGBBAA` channels `text` spells as ``init(hex:)`` reads it, or `nil` when it
    /// spells none.
    private static func packed(hex text: String) -> UInt32? {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
              let packed = UInt32(digits, radix: 16)
        else { return nil }
        return digits.count == 6 ? packed << 8 | 0xFF : packed
    }

    /// `#RRGGBB` in upper case for an opaque colour, else `#RRGGBBAA`.
    public var hex: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { channel in
            let text = String(channel, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }
}
