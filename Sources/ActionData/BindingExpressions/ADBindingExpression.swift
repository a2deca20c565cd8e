/// An AKABeacon-style binding expression: a primary value with an optional block of
/// attributes, or a chain of conditional branches.
///
/// Binding expressions are what Interface Builder's `textBinding_aka`,
/// `valueBinding_aka`, … runtime attributes hold. The primary is an ActionData formula
/// (so a plain key path such as `stringValue` still works), a constant, or absent; the
/// attributes configure the binding:
///
/// ```swift
/// let binding = try ADBindingExpression("""
///     numberValue { numberFormatter: { numberStyle: $enum.CurrencyStyle } }
///     """)
/// binding.description   // numberValue { numberFormatter: { numberStyle: .CurrencyStyle } }
///
/// let status = try ADBindingExpression("$when(done) 'Finished' $else 'Running'")
/// try status.observedFieldPaths(in: ["done": true])    // ["done"]
/// ```
///
/// Every node keeps its source range (Unicode-scalar offsets into the parsed text).
/// `description` prints the canonical form, which parses back to an equivalent tree
/// (``isEquivalent(to:)``). The grammar is described in `docs/binding-expressions.md`.
public indirect enum ADBindingExpression: Sendable, Hashable {
    /// `primary { name: value, … }`; the primary is `nil` for a bare attribute block
    /// (`{ backgroundColor: … }`), and the attributes are empty when there is no block.
    case binding(ADBindingPrimary?, attributes: [ADBindingAttribute], range: ADSourceRange)
    /// `$when(condition) binding $whenNot(condition) binding … [$else binding]`: the first
    /// branch whose condition holds is active; without one, `otherwise` is.
    case conditional([ADBindingBranch], otherwise: ADBindingExpression?, range: ADSourceRange)

    /// How deeply attribute blocks, arrays and conditional branches may nest.
    public static let maximumDepth = 128

    /// Parses `source`, whose formulas keep to `limits` when evaluated (a binding controller
    /// applies its ``ADFormulaCache/limits`` with ``limited(to:)``).
    ///
    /// Parsing checks the syntax only; call ``validationErrors(for:source:registry:)`` to check
    /// attribute names and values against what a binding of a given kind understands.
    /// - Throws: ``ADBindingExpressionError`` with the line, column, what was expected and
    ///   what was found, and a caret snippet.
    public init(_ source: String, limits: ADEvaluationLimits = .default) throws(ADBindingExpressionError) {
        var parser = BindingExpressionParser(source: source, limits: limits)
        self = try parser.parseExpression()
    }

    /// Where the expression sits in its source.
    public var range: ADSourceRange {
        switch self {
        case .binding(_, _, let range), .conditional(_, _, let range): range
        }
    }

    /// The attributes of a plain binding; empty for a conditional.
    public var attributes: [ADBindingAttribute] {
        if case .binding(_, let attributes, _) = self { return attributes }
        return []
    }

    /// The primary of a plain binding; `nil` for a conditional or a bare attribute block.
    public var primary: ADBindingPrimary? {
        if case .binding(let primary, _, _) = self { return primary }
        return nil
    }

    /// The value of the attribute called `name`, if the binding has one.
    public func attribute(_ name: String) -> ADBindingExpression? {
        attributes.first { $0.name == name }?.value
    }

    /// The binding a `pickerBinding_aka` nests as `{ picker: value { choices: … } }`; for any
    /// other expression, the expression itself.
    public var pickerBinding: ADBindingExpression {
        if case .binding(nil, let attributes, _) = self, attributes.count == 1, let nested = attribute("picker") { return nested }
        return self
    }

    /// The field path a control may write edits back to: present only when the
    /// expression is a plain binding whose primary is a plain field path.
    public var writableFieldPath: ADFieldPath? {
        switch primary {
        case .formula(let formula, _)?: return formula.fieldPath
        case .scopedKeyPath(_, let formula?, _)?: return formula.fieldPath
        default: return nil
        }
    }
}

/// One `$when(condition) binding` or `$whenNot(condition) binding` arm of a conditional.
///
/// The condition is a formula (`$when(isReady)`) or AKABeacon's quoted formula with
/// substitutions (`$when("$fn > 0" { fn: firstName.length })`): each `$name` in the quoted
/// text stands for the value of the attribute `name`, a binding expression evaluated first.
public struct ADBindingBranch: Sendable, Hashable {
    /// The condition, an ActionData formula. For a quoted condition it is the quoted text with
    /// each `$name` read as the field `"$name"`, which ``holds(in:data:)`` supplies.
    public let condition: ADFormula
    /// The quoted condition text as written (`$fn > 0`), or `nil` for a plain formula.
    public let template: String?
    /// The `{ name: value }` substitutions of a quoted condition, in source order.
    public let substitutions: [ADBindingAttribute]
    /// The type tests the condition reads: one for `$when(<NSString>)`, one per
    /// `isKindOfClass:` in a quoted condition.
    public let typeTests: [ADBindingTypeTest]
    /// The class of a `$when(<Class>)` condition, which tests the value being mapped.
    public var testedClass: String? {
        guard template == nil, let test = typeTests.first else { return nil }
        return test.className
    }
    /// `true` for `$whenNot`: the branch is taken when the condition does not hold.
    public let negated: Bool
    /// The binding used while this branch is active, with its own attributes.
    public let body: ADBindingExpression
    /// The range of the condition formula within the expression's source.
    public let conditionRange: ADSourceRange
    /// The range of the whole branch, from `$when` to the end of its body.
    public let range: ADSourceRange

    /// A branch from its parts.
    public init(
        condition: ADFormula, negated: Bool, body: ADBindingExpression, conditionRange: ADSourceRange,
        range: ADSourceRange, template: String? = nil, substitutions: [ADBindingAttribute] = [],
        typeTests: [ADBindingTypeTest] = []
    ) {
        self.condition = condition
        self.template = template
        self.substitutions = substitutions
        self.typeTests = typeTests
        self.negated = negated
        self.body = body
        self.conditionRange = conditionRange
        self.range = range
    }
}

/// One `name: value` entry of an attribute block.
public struct ADBindingAttribute: Sendable, Hashable {
    /// The attribute's name, such as `textForUndefinedValue`.
    public let name: String
    /// Its value: any binding expression, including nested blocks and conditionals.
    public let value: ADBindingExpression
    /// Where the name sits in the source.
    public let nameRange: ADSourceRange
    /// Where the whole entry sits, from the name to the end of the value.
    public let range: ADSourceRange

    /// An attribute from its parts.
    public init(name: String, value: ADBindingExpression, nameRange: ADSourceRange, range: ADSourceRange) {
        self.name = name
        self.value = value
        self.nameRange = nameRange
        self.range = range
    }
}

/// The primary value of a binding: what the binding reads (and, for a plain field path,
/// writes).
public enum ADBindingPrimary: Sendable, Hashable {
    /// An ActionData formula or plain key path (`stringValue`, `objectValue.title`,
    /// `upper(name)`). The formula's own ranges are relative to its text; `range` places
    /// that text in the binding expression.
    case formula(ADFormula, range: ADSourceRange)
    /// A constant: a `"string"` (or `'string'`), a number, `$true`/`$false`, or `NULL`.
    case constant(ADValue, range: ADSourceRange)
    /// An enumeration constant: `.CurrencyStyle`, `$enum.CurrencyStyle` (no type) or
    /// `$enum.NSDateFormatterStyle.LongStyle`.
    case enumConstant(type: String?, name: String, range: ADSourceRange)
    /// A colour: `$color { r: 255, g: 0, b: 0, a: 255 }` (also written `$UIColor` or `$CGColor`).
    case color(ADColor, range: ADSourceRange)
    /// An array: `[ items ]`, `[ "a", "b" ]`; each element is a full binding expression.
    case array([ADBindingExpression], range: ADSourceRange)
    /// A class reference `<CustomFormatter>`, resolved through an ``ADBindingClassRegistry``.
    case classReference(String, range: ADSourceRange)
    /// A key path in an explicit scope: `$data` (the object the binding is relative to, such as
    /// a table row or a picker choice), `$root` (the form's record), or a path inside either
    /// (`$data.title`, `$root.items`); `path` is `nil` for the scope itself.
    case scopedKeyPath(ADBindingScope, path: ADFormula?, range: ADSourceRange)
    /// An option set: `{ .CaseInsensitiveSearch, .AnchoredSearch }`.
    case optionSet([String], range: ADSourceRange)

    /// Where the primary sits in the source.
    public var range: ADSourceRange {
        switch self {
        case .formula(_, let range), .constant(_, let range), .enumConstant(_, _, let range),
            .color(_, let range), .array(_, let range), .classReference(_, let range), .scopedKeyPath(_, _, let range),
            .optionSet(_, let range):
            range
        }
    }
}
