extension ADBindingExpression {
    /// Parses `source` and checks it against what a binding of `kind` understands; its
    /// formulas keep to `limits` when evaluated.
    ///
    /// - Throws: ``ADBindingExpressionError`` for the first syntax or validation mistake.
    public init(
        _ source: String, kind: ADBindingKind, registry: ADBindingClassRegistry = .standard, limits: ADEvaluationLimits = .default
    ) throws(ADBindingExpressionError) {
        let expression = try ADBindingExpression(source, limits: limits)
        if let first = expression.validationErrors(for: kind, source: source, registry: registry).first {
            throw first
        }
        self = expression
    }

    /// Every attribute of this expression (parsed from `source`) that a binding of `kind`
    /// does not understand, or whose value is of the wrong kind, in source order.
    ///
    /// Each branch of a conditional is checked on its own, and the elements of an array
    /// against the kind's ``ADBindingKind/elementSchema`` when it has one (a table's section
    /// titles). Unknown attribute names are ``ADBindingExpressionError/Reason/unknownAttribute``
    /// errors listing the valid names.
    public func validationErrors(
        for kind: ADBindingKind, source: String, registry: ADBindingClassRegistry = .standard
    ) -> [ADBindingExpressionError] {
        var validator = BindingValidator(source: source, registry: registry)
        if let elementSchema = kind.elementSchema {
            validator.checkElements(of: self, against: elementSchema)
        }
        validator.check(self, against: kind.schema)
        switch kind {
        case .font:
            validator.checkFontConstants(of: self)
        case .style:
            for body in bodies {
                if let font = body.attribute("font") { validator.checkFontConstants(of: font) }
            }
        case .text, .value, .image, .state, .picker, .date, .dataSource, .condition:
            break
        }
        return validator.errors
    }
}

/// Walks an expression against a schema, collecting errors.
private struct BindingValidator {
    let source: String
    let registry: ADBindingClassRegistry
    var errors: [ADBindingExpressionError] = []

    mutating func check(_ expression: ADBindingExpression, against schema: ADBindingAttributeSchema) {
        for body in expression.bodies {
            for attribute in body.attributes {
                guard let kind = schema.kind(of: attribute.name) else {
                    errors.append(
                        ADBindingExpressionError(
                            source: source, offset: attribute.nameRange.lowerBound, reason: .unknownAttribute,
                            expected: "an attribute", found: "'\(attribute.name)'", validNames: schema.names))
                    continue
                }
                check(value: attribute.value, of: attribute.name, as: kind)
            }
        }
    }

    /// Checks the constant settings of a font binding (`{ size: 5000 }`, `{ weight: .Feather }`)
    /// as the engine will read them; key paths are read from the record when it runs.
    mutating func checkFontConstants(of expression: ADBindingExpression) {
        for body in expression.bodies {
            for attribute in body.attributes {
                for value in attribute.value.bodies {
                    guard case .binding(let primary?, let attributes, let range) = value, attributes.isEmpty else { continue }
                    switch primary {
                    case .constant, .enumConstant, .optionSet: break
                    default: continue
                    }
                    do {
                        var font = ADFont()
                        try font.adjust(by: attribute.name, to: value.value(in: ADRecord()))
                    } catch {
                        fail(at: range, expected: Self.fontExpectation(error, name: attribute.name))
                    }
                }
            }
        }
    }

    private static func fontExpectation(_ error: ADEvaluationError, name: String) -> String {
        switch error {
        case .settingOutOfRange(_, _, let range): "a value from \(range.lowerBound) to \(range.upperBound) for '\(name)'"
        case .unknownSettingName(_, _, let known): "one of \(known.joined(separator: ", ")) for '\(name)'"
        case .invalidSetting(_, let expected, _): "\(expected) for '\(name)'"
        default: error.description
        }
    }

    /// Checks the attributes of each element of an array primary (in every branch) against
    /// `schema`.
    mutating func checkElements(of expression: ADBindingExpression, against schema: ADBindingAttributeSchema) {
        for body in expression.bodies {
            guard case .array(let elements, _)? = body.primary else { continue }
            for element in elements { check(element, against: schema) }
        }
    }

    private mutating func check(value: ADBindingExpression, of name: String, as kind: ADBindingAttributeSchema.ValueKind) {
        for body in value.bodies {
            guard case .binding(let primary, let attributes, let range) = body else { continue }
            switch kind {
            case .any:
                continue
            case .binding(let kind):
                check(body, against: kind.schema)
            case .options(let type, let cases):
                let names: [(String?, String, ADSourceRange)]
                switch primary {
                case .optionSet(let options, let optionsRange)?: names = options.map { (nil, $0, optionsRange) }
                case .enumConstant(let constantType, let constantName, let constantRange)?: names = [(constantType, constantName, constantRange)]
                default:
                    fail(at: range, expected: "an option set such as { .\(cases.first ?? "Value") } for '\(name)'")
                    continue
                }
                guard attributes.isEmpty else {
                    fail(at: range, expected: "an option set such as { .\(cases.first ?? "Value") } for '\(name)'")
                    continue
                }
                for (constantType, constantName, constantRange) in names
                where !cases.contains(constantName) || (constantType != nil && constantType != type) {
                    errors.append(
                        ADBindingExpressionError(
                            source: source, offset: constantRange.lowerBound, reason: .unknownEnumConstant, expected: "'\(name)'",
                            found: "'.\(constantName)'", validNames: cases))
                }
            case .block(let schema):
                if primary != nil {
                    fail(at: range, expected: "a '{ … }' block for '\(name)'")
                } else {
                    check(body, against: schema)
                }
            case .elementBinding(let schema):
                guard case .formula(let formula, _)? = primary, formula.fieldPath != nil else {
                    fail(at: range, expected: "a key path read in each element, such as rows { headerTitle: title }, for '\(name)'")
                    continue
                }
                check(body, against: schema)
            case .blockOrKeyPath(let schema):
                switch primary {
                case nil:
                    check(body, against: schema)
                case .formula(let formula, _)? where formula.fieldPath != nil && attributes.isEmpty:
                    continue
                default:
                    fail(at: range, expected: "a '{ … }' block or a key path for '\(name)'")
                }
            case .formatter:
                guard case .classReference(let className, let classRange)? = primary else {
                    fail(at: range, expected: "a class reference such as <NSNumberFormatter> for '\(name)'")
                    continue
                }
                guard let schema = registry.attributes(of: className) else {
                    errors.append(
                        ADBindingExpressionError(
                            source: source, offset: classRange.lowerBound, reason: .unknownClass, expected: ADBindingExpressionError.registeredFormatterClass,
                            found: "<\(className)>", validNames: registry.names))
                    continue
                }
                check(body, against: schema)
            case .enumeration(let type, let cases):
                guard case .enumConstant(let constantType, let constantName, let constantRange)? = primary, attributes.isEmpty
                else {
                    fail(at: range, expected: "an enumeration constant such as .\(cases.first ?? "Value") for '\(name)'")
                    continue
                }
                if !cases.contains(constantName) || (constantType != nil && constantType != type) {
                    errors.append(
                        ADBindingExpressionError(
                            source: source, offset: constantRange.lowerBound, reason: .unknownEnumConstant, expected: "'\(name)'",
                            found: "'\(constantRange.text(in: source))'", validNames: cases))
                }
            case .text, .flag, .number, .integer, .color:
                guard attributes.isEmpty, let primary else {
                    fail(at: range, expected: Self.expectation(for: kind, name: name))
                    continue
                }
                if !Self.accepts(primary, as: kind) {
                    fail(at: range, expected: Self.expectation(for: kind, name: name))
                }
            }
        }
    }

    private static func accepts(_ primary: ADBindingPrimary, as kind: ADBindingAttributeSchema.ValueKind) -> Bool {
        switch (primary, kind) {
        case (.formula, _), (.scopedKeyPath, _): true
        case (.constant(.string, _), .text): true
        case (.constant(.bool, _), .flag): true
        case (.constant(.int, _), .number), (.constant(.double, _), .number), (.constant(.int, _), .integer): true
        case (.color, .color): true
        // Text that is no hex colour is reported by the caller as a wrong value.
        case (.constant(.string(let text), _), .color): ADColor.isHex(text)
        default: false
        }
    }

    private static func expectation(for kind: ADBindingAttributeSchema.ValueKind, name: String) -> String {
        switch kind {
        case .text: "a string or formula for '\(name)'"
        case .flag: "$true, $false or a formula for '\(name)'"
        case .number: "a number or formula for '\(name)'"
        case .integer: "a whole number or formula for '\(name)'"
        case .color: "a $color { r:, g:, b: }, a \"#RRGGBB\" string or a formula for '\(name)'"
        default: "a value for '\(name)'"
        }
    }

    private mutating func fail(at range: ADSourceRange, expected: String) {
        errors.append(
            ADBindingExpressionError(
                source: source, offset: range.lowerBound, reason: .invalidValue, expected: expected,
                found: "'\(range.text(in: source))'"))
    }
}

extension ADBindingExpression {
    /// The plain bindings this expression may become: itself, or each branch's body and
    /// the `$else` body of a conditional.
    public var bodies: [ADBindingExpression] {
        switch self {
        case .binding: [self]
        case .conditional(let branches, let otherwise, _): branches.map(\.body) + (otherwise.map { [$0] } ?? [])
        }
    }
}
