extension ADFont {
    /// Sets one part from a value read from the record: `family` and `name` take a text,
    /// `size` a number in ``sizeRange``, `weight` and `textStyle` a name, `traits` a name, an
    /// array of names or UIKit's bits as a number. `NULL` leaves the part as it is.
    /// - Throws: ``ADEvaluationError/invalidSetting(setting:expected:found:)``,
    ///   ``ADEvaluationError/settingOutOfRange(setting:value:range:)`` or
    ///   ``ADEvaluationError/unknownSettingName(setting:name:known:)``, naming the setting
    ///   (`font.size`); the font is then unchanged.
    public mutating func adjust(by setting: String, to value: ADValue) throws(ADEvaluationError) {
        let place = "font." + setting
        if value.isNull { return }
        switch setting {
        case "family", "name":
            guard case .string(let text) = value, !text.isEmpty else {
                throw .invalidSetting(setting: place, expected: "a non-empty text", found: value.kind)
            }
            if setting == "family" { family = text } else { name = text }
        case "size":
            guard let points = value.numericValue else {
                throw .invalidSetting(setting: place, expected: "a number of points", found: value.kind)
            }
            guard Self.sizeRange.contains(points) else {
                throw .settingOutOfRange(setting: place, value: points, range: Self.sizeRange)
            }
            size = points
        case "weight":
            let name = try Self.name(of: value, at: place, expected: "a weight name")
            guard let named = ADFontWeight(name: name) else {
                throw .unknownSettingName(setting: place, name: name, known: ADFontWeight.allCases.map(\.rawValue))
            }
            weight = named
        case "textStyle":
            let name = try Self.name(of: value, at: place, expected: "a text style name")
            guard let style = ADFontTextStyle(name: name) else {
                throw .unknownSettingName(setting: place, name: name, known: ADFontTextStyle.allCases.map(\.rawValue))
            }
            textStyle = style
        case "traits":
            traits = try Self.traits(from: value, at: place)
        default:
            throw .unknownSettingName(setting: "font", name: setting, known: Self.attributeNames)
        }
    }

    /// The font adjusted by a whole value: a text names the face, a number gives the size, a
    /// record gives any of ``attributeNames``; `NULL` changes nothing. All or nothing.
    /// - Throws: ``ADEvaluationError``, naming the setting; nothing is applied.
    public func adjusted(by value: ADValue) throws(ADEvaluationError) -> ADFont {
        var font = self
        switch value {
        case .null:
            break
        case .string:
            try font.adjust(by: "name", to: value)
        case .int, .double:
            try font.adjust(by: "size", to: value)
        case .record(let settings):
            for name in Self.attributeNames {
                if let setting = settings[name] { try font.adjust(by: name, to: setting) }
            }
        default:
            throw .invalidSetting(setting: "font", expected: "a font name, a size or a record of font settings", found: value.kind)
        }
        return font
    }

    private static func name(of value: ADValue, at place: String, expected: String) throws(ADEvaluationError) -> String {
        guard case .string(let name) = value else { throw .invalidSetting(setting: place, expected: expected, found: value.kind) }
        return name
    }

    private static func traits(from value: ADValue, at place: String) throws(ADEvaluationError) -> ADFontTraits {
        let known = ADFontTraits.named.map(\.name)
        switch value {
        case .int(let bits):
            guard let raw = UInt32(exactly: bits) else {
                throw .settingOutOfRange(setting: place, value: Double(bits), range: 0...Double(UInt32.max))
            }
            return ADFontTraits(rawValue: raw)
        case .string(let name):
            guard let trait = ADFontTraits(name: name) else { throw .unknownSettingName(setting: place, name: name, known: known) }
            return trait
        case .array(let names):
            var traits: ADFontTraits = []
            for element in names {
                guard case .string(let name) = element else {
                    throw .invalidSetting(setting: place, expected: "trait names", found: element.kind)
                }
                guard let trait = ADFontTraits(name: name) else { throw .unknownSettingName(setting: place, name: name, known: known) }
                traits.insert(trait)
            }
            return traits
        default:
            throw .invalidSetting(setting: place, expected: "a trait name, an array of them or UIKit's trait bits", found: value.kind)
        }
    }
}
