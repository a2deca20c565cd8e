/// The attributes a binding (or a nested attribute block) understands, and what kind
/// of value each takes.
///
/// ``ADBindingExpression/validationErrors(for:source:registry:)`` checks an expression against
/// the schema of its ``ADBindingKind``; unknown names are errors listing the valid ones.
public struct ADBindingAttributeSchema: Sendable, Hashable {
    /// What an attribute's value must be.
    public indirect enum ValueKind: Sendable, Hashable {
        /// A string constant or a formula.
        case text
        /// `$true`, `$false` or a formula.
        case flag
        /// A number constant or a formula.
        case number
        /// A whole-number constant or a formula.
        case integer
        /// An enumeration constant: `.Name`, `$enum.Name` or `$enum.Type.Name` with
        /// `Type` equal to `type`.
        case enumeration(type: String, cases: [String])
        /// An option set `{ .A, .B }` (or a single `.A`) of constants of `type`.
        case options(type: String, cases: [String])
        /// A nested `{ … }` block checked against the schema.
        case block(ADBindingAttributeSchema)
        /// A nested `{ … }` block checked against the schema, or a key path whose value in
        /// the record gives the same settings (`transitionAnimation: animation`).
        case blockOrKeyPath(ADBindingAttributeSchema)
        /// A key path read in each element of an array, with a block checked against the
        /// schema (`dynamic: rows { headerTitle: title }`).
        case elementBinding(ADBindingAttributeSchema)
        /// A nested binding (`picker: value { choices: … }`) checked as a binding of the kind.
        case binding(ADBindingKind)
        /// A class reference `<Name> { … }` resolved through the ``ADBindingClassRegistry``.
        case formatter
        /// A `$color { … }`, a `"#RRGGBB"` string or a formula.
        case color
        /// Any value: a formula, constant, array, block or conditional.
        case any
    }

    /// The attribute names and their value kinds, in documentation order.
    public let attributes: [(name: String, kind: ValueKind)]
    /// When `true`, any attribute name is accepted (a custom formatter's configuration).
    public let isOpen: Bool

    /// A schema from its attributes.
    public init(_ attributes: [(name: String, kind: ValueKind)], isOpen: Bool = false) {
        self.attributes = attributes
        self.isOpen = isOpen
    }

    /// A schema accepting any attribute with any value.
    public static let open = ADBindingAttributeSchema([], isOpen: true)

    /// The kind of value `name` takes; `nil` when the schema does not know it.
    public func kind(of name: String) -> ValueKind? {
        if let entry = attributes.first(where: { $0.name == name }) { return entry.kind }
        return isOpen ? .any : nil
    }

    /// The attribute names, sorted.
    public var names: [String] { attributes.map(\.name).sorted() }

    public static func == (lhs: ADBindingAttributeSchema, rhs: ADBindingAttributeSchema) -> Bool {
        lhs.isOpen == rhs.isOpen && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
            && lhs.attributes.map(\.kind) == rhs.attributes.map(\.kind)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isOpen)
        for entry in attributes {
            hasher.combine(entry.name)
            hasher.combine(entry.kind)
        }
    }
}

extension ADBindingAttributeSchema {
    /// `NSNumberFormatterStyle` constants.
    public static let numberStyles = [
        "NoStyle", "DecimalStyle", "CurrencyStyle", "PercentStyle", "ScientificStyle", "SpellOutStyle",
        "OrdinalStyle", "CurrencyISOCodeStyle", "CurrencyPluralStyle", "CurrencyAccountingStyle",
    ]
    /// `NSNumberFormatterRoundingMode` constants.
    public static let roundingModes = [
        "RoundCeiling", "RoundFloor", "RoundDown", "RoundUp", "RoundHalfEven", "RoundHalfDown", "RoundHalfUp",
    ]
    /// `NSDateFormatterStyle` constants.
    public static let dateStyles = ["NoStyle", "ShortStyle", "MediumStyle", "LongStyle", "FullStyle"]
    /// `NSStringCompareOptions` constants, the options of a highlighting pattern.
    public static let stringCompareOptions = [
        "CaseInsensitiveSearch", "LiteralSearch", "BackwardsSearch", "AnchoredSearch", "NumericSearch",
        "DiacriticInsensitiveSearch", "WidthInsensitiveSearch", "ForcedOrderingSearch", "RegularExpressionSearch",
    ]
    /// `UITableViewRowAnimation` constants.
    public static let rowAnimations = ["Fade", "Right", "Left", "Top", "Bottom", "None", "Middle", "Automatic"]

    /// The `numberFormatter { … }` and `editingNumberFormatter { … }` blocks.
    public static let numberFormatter = ADBindingAttributeSchema([
        ("numberStyle", .enumeration(type: "NSNumberFormatterStyle", cases: numberStyles)),
        ("minimumFractionDigits", .integer), ("maximumFractionDigits", .integer),
        ("minimumIntegerDigits", .integer), ("maximumIntegerDigits", .integer),
        ("usesGroupingSeparator", .flag), ("groupingSize", .integer),
        ("currencySymbol", .text), ("currencyCode", .text),
        ("groupingSeparator", .text), ("decimalSeparator", .text),
        ("positivePrefix", .text), ("positiveSuffix", .text), ("negativePrefix", .text), ("negativeSuffix", .text),
        ("positiveFormat", .text), ("negativeFormat", .text), ("zeroSymbol", .text), ("nilSymbol", .text),
        ("roundingMode", .enumeration(type: "NSNumberFormatterRoundingMode", cases: roundingModes)),
        ("locale", .text), ("multiplier", .number), ("minimum", .number), ("maximum", .number),
        ("lenient", .flag), ("allowsFloats", .flag),
    ])

    /// The `transitionAnimation { … }` block of labels and image views: how a new value fades in.
    public static let transitionAnimation = ADBindingAttributeSchema([
        ("duration", .number), ("delay", .number), ("options", .any),
    ])

    /// The `textAttributeFormatter { … }` block: the matches of `pattern` in the shown text are
    /// highlighted with `backgroundColor` (and `textColor`).
    public static let textAttributeFormatter = ADBindingAttributeSchema([
        ("pattern", .text), ("patternOptions", .options(type: "NSStringCompareOptions", cases: stringCompareOptions)),
        ("backgroundColor", .color), ("textColor", .color),
    ])

    /// A font binding's attributes (`fontBinding_aka = "{ traits: symbolicTraits, size: pointSize }"`,
    /// or `font: { … }` in a style binding): each a constant or a key path, read by
    /// ``ADFont/adjust(by:to:)``.
    public static let font = ADBindingAttributeSchema([
        ("family", .text), ("name", .text), ("size", .number), ("weight", .any), ("traits", .any), ("textStyle", .any),
    ])

    /// The attributes of one section of a table's data binding (`[ open { headerTitle: "Open",
    /// footerTitle: openNote, cellMapping: $when(urgent) "UrgentCell" }, done ]`): the titles
    /// over and under the section, evaluated in the record, and the cell mapping of the
    /// section's rows (in place of the list's), evaluated with each row as `$data`.
    public static let listSection = ADBindingAttributeSchema([
        ("headerTitle", .text), ("footerTitle", .text), ("cellMapping", .any),
        ("dynamic", .elementBinding(.dynamicSection)),
    ])

    /// A dynamic section's binding (`dynamic: rows { headerTitle: title, cellMapping: … }`): the
    /// rows, titles and rows' cell mapping of each section object, relative to it.
    public static let dynamicSection = ADBindingAttributeSchema([
        ("headerTitle", .any), ("footerTitle", .any), ("cellMapping", .any),
    ])

    /// The `dateFormatter { … }` and `editingDateFormatter { … }` blocks.
    public static let dateFormatter = ADBindingAttributeSchema([
        ("dateStyle", .enumeration(type: "NSDateFormatterStyle", cases: dateStyles)),
        ("timeStyle", .enumeration(type: "NSDateFormatterStyle", cases: dateStyles)),
        ("dateFormat", .text), ("locale", .text), ("timeZone", .text), ("calendar", .text),
        ("doesRelativeDateFormatting", .flag), ("lenient", .flag),
    ])
}
