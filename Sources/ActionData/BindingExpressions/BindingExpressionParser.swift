/// A recursive-descent parser for binding expressions over the source's Unicode scalars.
///
/// Every parse function skips the whitespace before its construct and leaves the
/// position just after its last character, so ranges never include trailing space.
/// The formula parts are cut out by ``BindingFormulaScanner`` and compiled by
/// ``ADFormula``; their errors are moved to the binding expression's coordinates.
struct BindingExpressionParser {
    let source: String
    /// The limits every formula of the expression keeps to.
    let limits: ADEvaluationLimits
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var depth = 0

    init(source: String, limits: ADEvaluationLimits) {
        self.source = source
        self.limits = limits
        scalars = Array(source.unicodeScalars)
    }

    /// The whole source as one expression.
    mutating func parseExpression() throws(ADBindingExpressionError) -> ADBindingExpression {
        let expression = try expression()
        skipSpace()
        guard position >= scalars.count else {
            throw error(at: position, expected: "the end of the expression", found: describeNext())
        }
        return expression
    }

    // MARK: Grammar

    /// `conditional | simple`.
    private mutating func expression() throws(ADBindingExpressionError) -> ADBindingExpression {
        skipSpace()
        depth += 1
        defer { depth -= 1 }
        guard depth <= ADBindingExpression.maximumDepth else {
            throw error(
                at: position, reason: .tooDeep,
                expected: "at most \(ADBindingExpression.maximumDepth) nested blocks, arrays and branches", found: "deeper nesting")
        }
        if let word = dollarWord(at: position), word == "$when" || word == "$whenNot" {
            return try conditional()
        }
        return try simple()
    }

    /// `($when(c) simple | $whenNot(c) simple)+ [$else simple]`.
    private mutating func conditional() throws(ADBindingExpressionError) -> ADBindingExpression {
        skipSpace()
        let start = position
        var branches: [ADBindingBranch] = []
        var otherwise: ADBindingExpression?
        while true {
            skipSpace()
            let branchStart = position
            guard let word = dollarWord(at: position), BindingFormulaScanner.branchWords.contains(word) else { break }
            position += word.unicodeScalars.count
            if word == "$else" {
                otherwise = try simple()
                break
            }
            let condition = try condition(after: word)
            let body = try simple()
            branches.append(
                ADBindingBranch(
                    condition: condition.formula, negated: word == "$whenNot", body: body, conditionRange: condition.range,
                    range: ADSourceRange(branchStart, position), template: condition.template,
                    substitutions: condition.substitutions, typeTests: condition.typeTests))
        }
        return .conditional(branches, otherwise: otherwise, range: ADSourceRange(start, position))
    }

    /// `( formula )` or `( "quoted formula" { name: value, … } )` after `$when` or `$whenNot`.
    private mutating func condition(after word: String) throws(ADBindingExpressionError) -> BranchCondition {
        skipSpace()
        guard peek() == "(" else {
            throw error(at: position, expected: "'(' and a condition after \(word)", found: describeNext())
        }
        let open = position
        position += 1
        skipSpace()
        if peek() == "\"", let quoted = try quotedCondition() { return quoted }
        if peek() == "<" { return try typeTestCondition() }
        guard let close = BindingFormulaScanner.closingParenthesis(in: scalars, from: position) else {
            throw error(at: open, expected: "a ')' closing the condition opened here", found: "the end of the expression")
        }
        let range = BindingFormulaScanner.trimmed(scalars, ADSourceRange(position, close))
        guard range.upperBound > range.lowerBound else {
            throw error(at: close, expected: "a condition", found: "')'")
        }
        let formula = try compileFormula(range)
        position = close + 1
        return BranchCondition(formula: formula, range: range, template: nil, substitutions: [])
    }

    /// `<Class> )`: AKABeacon's type test of the value being mapped.
    private mutating func typeTestCondition() throws(ADBindingExpressionError) -> BranchCondition {
        let start = position
        guard case .classReference(let className, let range) = try classReference() else {
            throw error(at: start, expected: "a class reference", found: describeNext())
        }
        let operand = try fieldFormula(ADBindingTypeTest.selfField, at: start)
        let result = try fieldFormula(ADBindingTypeTest.resultField(0), at: start)
        guard let test = ADBindingTypeTest(className: className, operand: operand) else {
            throw ADBindingExpressionError(
                source: source, offset: start, reason: .unknownClass, expected: ADBindingTypeTest.expectedClass, found: "'\(className)'",
                validNames: ADBindingTypeTest.knownClassNames)
        }
        skipSpace()
        guard peek() == ")" else {
            throw error(at: position, expected: "')' closing the type test", found: describeNext())
        }
        position += 1
        return BranchCondition(formula: result, range: range, template: nil, substitutions: [], typeTests: [test])
    }

    /// `"formula with $names" { name: value, … } )`: AKABeacon's quoted condition.
    ///
    /// Without substitutions, `("text")` is a quoted condition when the text is a formula, and
    /// otherwise (`("first name")`) the formula language's quoted field name: `nil`, with the
    /// position unchanged.
    private mutating func quotedCondition() throws(ADBindingExpressionError) -> BranchCondition? {
        let start = position
        let template = try quotedString()
        let templateEnd = position
        skipSpace()
        var substitutions: [ADBindingAttribute] = []
        let hasBlock = peek() == "{"
        if hasBlock { substitutions = try attributeBlock() }
        skipSpace()
        guard peek() == ")" else {
            if !hasBlock {
                position = start
                return nil
            }
            throw error(at: position, expected: "')' closing the condition", found: describeNext())
        }
        let compiled: BindingConditionTemplate.Compiled
        do {
            compiled = try BindingConditionTemplate.compile(template, substitutions: substitutions, limits: limits)
        } catch {
            if !hasBlock, error.fallsBackToFieldName {
                position = start
                return nil
            }
            throw ADBindingExpressionError(
                source: source, offset: start + 1 + min(error.offset, template.unicodeScalars.count), reason: error.reason,
                expected: error.expected, found: error.found, validNames: error.validNames)
        }
        position += 1
        return BranchCondition(
            formula: compiled.formula, range: ADSourceRange(start, templateEnd), template: template, substitutions: substitutions,
            typeTests: compiled.typeTests)
    }

    /// `[primary] [{ attributes }]`.
    private mutating func simple() throws(ADBindingExpressionError) -> ADBindingExpression {
        skipSpace()
        let start = position
        var primary: ADBindingPrimary?
        if peek() != "{" {
            primary = try primaryValue()
        } else if startsOptionSet() {
            primary = try optionSet()
        }
        var attributes: [ADBindingAttribute] = []
        let afterPrimary = position
        skipSpace()
        if peek() == "{" {
            attributes = try attributeBlock()
        } else {
            position = afterPrimary
        }
        return .binding(primary, attributes: attributes, range: ADSourceRange(start, position))
    }

    private mutating func primaryValue() throws(ADBindingExpressionError) -> ADBindingPrimary {
        let start = position
        guard let next = peek() else {
            throw error(at: position, expected: "a value", found: "the end of the expression")
        }
        switch next {
        case "\"":
            let text = try quotedString()
            return .constant(.string(text), range: ADSourceRange(start, position))
        case "[":
            return try array()
        case "<":
            return try classReference()
        case "." where peek(1).map(ADIdentifier.isStart) == true:
            position += 1
            let name = identifier()
            return .enumConstant(type: nil, name: name, range: ADSourceRange(start, position))
        case "$":
            return try dollarValue()
        case "}", ",", "]", ":", ")":
            throw error(at: position, expected: "a value", found: describeNext())
        default:
            return try formulaValue()
        }
    }

    /// `$true`, `$false`, `$enum.…`, `$Type.Name`, `$color { … }`, `$data…` or `$root…`.
    private mutating func dollarValue() throws(ADBindingExpressionError) -> ADBindingPrimary {
        let start = position
        let word = dollarWord(at: position) ?? "$"
        position += word.unicodeScalars.count
        switch word {
        case "$true", "$false":
            return .constant(.bool(word == "$true"), range: ADSourceRange(start, position))
        case "$enum":
            return try enumConstant(start: start)
        case "$color", "$UIColor", "$CGColor":
            return try color(start: start)
        case "$data", "$root":
            return try scopedKeyPath(word == "$data" ? .data : .root, start: start)
        default:
            let typeName = word.unicodeScalars.dropFirst()
            if typeName.first.map(ADIdentifier.isStart) == true, peek() == ".", peek(1).map(ADIdentifier.isStart) == true {
                position += 1
                let name = identifier()
                return .enumConstant(type: String(String.UnicodeScalarView(typeName)), name: name, range: ADSourceRange(start, position))
            }
            throw error(
                at: start, reason: .invalidToken,
                expected: "a value ($true, $false, $enum, $Type.Value, $color, $data, $root, $when, a formula, a string, …)",
                found: "'\(word)'")
        }
    }

    /// `.name.name…` after `$data` or `$root`, or nothing for the scope itself.
    private mutating func scopedKeyPath(_ scope: ADBindingScope, start: Int) throws(ADBindingExpressionError) -> ADBindingPrimary {
        guard peek() == ".", peek(1).map(ADIdentifier.isStart) == true else {
            return .scopedKeyPath(scope, path: nil, range: ADSourceRange(start, position))
        }
        let pathStart = position + 1
        while peek() == ".", peek(1).map(ADIdentifier.isStart) == true {
            position += 1
            _ = identifier()
        }
        let path = try compileFormula(ADSourceRange(pathStart, position))
        return .scopedKeyPath(scope, path: path, range: ADSourceRange(start, position))
    }

    /// Whether the `{` at the position opens an option set (`{ .A, .B }`) rather than a block.
    private func startsOptionSet() -> Bool {
        var index = position + 1
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        return index + 1 < scalars.count && scalars[index] == "." && ADIdentifier.isStart(scalars[index + 1])
    }

    /// `{ .Name, .Name, … }`.
    private mutating func optionSet() throws(ADBindingExpressionError) -> ADBindingPrimary {
        let start = position
        position += 1
        var names: [String] = []
        while true {
            skipSpace()
            guard peek() == ".", peek(1).map(ADIdentifier.isStart) == true else {
                throw error(at: position, expected: "an option such as .CaseInsensitiveSearch", found: describeNext())
            }
            position += 1
            names.append(identifier())
            skipSpace()
            if peek() == "," {
                position += 1
                skipSpace()
                if peek() == "}" {
                    position += 1
                    break
                }
            } else if peek() == "}" {
                position += 1
                break
            } else {
                throw error(at: position, expected: "',' or '}' in the option set", found: describeNext())
            }
        }
        return .optionSet(names, range: ADSourceRange(start, position))
    }

    /// `.Name` or `.Type.Name` after `$enum`.
    private mutating func enumConstant(start: Int) throws(ADBindingExpressionError) -> ADBindingPrimary {
        var parts: [String] = []
        while peek() == ".", peek(1).map(ADIdentifier.isStart) == true {
            position += 1
            parts.append(identifier())
        }
        guard (1...2).contains(parts.count), let name = parts.last else {
            throw error(at: position, expected: "'.Value' or '.Type.Value' after $enum", found: describeNext())
        }
        return .enumConstant(type: parts.count == 2 ? parts[0] : nil, name: name, range: ADSourceRange(start, position))
    }

    /// `{ r: …, g: …, b: …, a: … }` after `$color`.
    private mutating func color(start: Int) throws(ADBindingExpressionError) -> ADBindingPrimary {
        skipSpace()
        guard peek() == "{" else {
            throw error(at: position, expected: "'{' with the components r, g, b and a", found: describeNext())
        }
        let components = try attributeBlock()
        let color = try BindingColorComponents.color(from: components, source: source)
        return .color(color, range: ADSourceRange(start, position))
    }

    /// `[ expression, … ]`.
    private mutating func array() throws(ADBindingExpressionError) -> ADBindingPrimary {
        let start = position
        position += 1
        var elements: [ADBindingExpression] = []
        while true {
            skipSpace()
            if peek() == "]" {
                position += 1
                break
            }
            elements.append(try expression())
            skipSpace()
            if peek() == "," {
                position += 1
            } else if peek() == "]" {
                position += 1
                break
            } else {
                throw error(at: position, expected: "',' or ']' in the array", found: describeNext())
            }
        }
        return .array(elements, range: ADSourceRange(start, position))
    }

    /// `<Name>` or `<Module.Name>`.
    private mutating func classReference() throws(ADBindingExpressionError) -> ADBindingPrimary {
        let start = position
        position += 1
        skipSpace()
        var name = ""
        while let next = peek(), ADIdentifier.isStart(next) {
            name += identifier()
            if peek() == ".", peek(1).map(ADIdentifier.isStart) == true {
                position += 1
                name += "."
            }
        }
        guard !name.isEmpty else {
            throw error(at: position, expected: "a class name after '<'", found: describeNext())
        }
        skipSpace()
        guard peek() == ">" else {
            throw error(at: position, expected: "'>' closing the class reference", found: describeNext())
        }
        position += 1
        return .classReference(name, range: ADSourceRange(start, position))
    }

    /// `{ name: expression, … }`, a trailing comma allowed.
    private mutating func attributeBlock() throws(ADBindingExpressionError) -> [ADBindingAttribute] {
        let open = position
        position += 1
        var attributes: [ADBindingAttribute] = []
        while true {
            skipSpace()
            if peek() == "}" {
                position += 1
                return attributes
            }
            let nameStart = position
            guard let next = peek(), ADIdentifier.isStart(next) else {
                throw error(at: position, expected: "an attribute name or '}'", found: describeNext())
            }
            let name = identifier()
            let nameRange = ADSourceRange(nameStart, position)
            if attributes.contains(where: { $0.name == name }) {
                throw error(at: nameStart, reason: .duplicateAttribute, expected: "a new attribute name", found: "'\(name)'")
            }
            skipSpace()
            guard peek() == ":" else {
                throw error(at: position, expected: "':' after the attribute name '\(name)'", found: describeNext())
            }
            position += 1
            let value = try expression()
            attributes.append(
                ADBindingAttribute(name: name, value: value, nameRange: nameRange, range: ADSourceRange(nameStart, position)))
            skipSpace()
            if peek() == "," {
                position += 1
            } else if peek() != "}" {
                let found = position >= scalars.count ? "the end of the expression" : describeNext()
                let expected = position >= scalars.count ? "'}' closing the attribute block" : "',' or '}' after the value of '\(name)'"
                throw error(at: position >= scalars.count ? open : position, expected: expected, found: found)
            }
        }
    }

    /// A formula running up to the next `{`, `}`, `,`, `]` or `$when`/`$else` at its top level.
    private mutating func formulaValue() throws(ADBindingExpressionError) -> ADBindingPrimary {
        let end = BindingFormulaScanner.formulaEnd(in: scalars, from: position)
        let range = BindingFormulaScanner.trimmed(scalars, ADSourceRange(position, end))
        guard range.upperBound > range.lowerBound else {
            throw error(at: position, expected: "a value", found: describeNext())
        }
        let formula = try compileFormula(range)
        position = range.upperBound
        if let constant = Self.constant(of: formula.expression) {
            return .constant(constant, range: range)
        }
        return .formula(formula, range: range)
    }

    /// A formula that is only a literal (or a negated number) is a constant.
    private static func constant(of expression: ADExpression) -> ADValue? {
        switch expression {
        case .literal(let value, _):
            return value
        case .unary(.negate, .literal(.int(let value), _), _) where value != .min:
            return .int(-value)
        case .unary(.negate, .literal(.double(let value), _), _):
            return .double(-value)
        default:
            return nil
        }
    }

    private func compileFormula(_ range: ADSourceRange) throws(ADBindingExpressionError) -> ADFormula {
        let text = String(String.UnicodeScalarView(scalars[range.lowerBound..<range.upperBound]))
        do {
            return try ADFormula(text, limits: limits)
        } catch {
            let offset = range.lowerBound + BindingFormulaScanner.offset(ofLine: error.line, column: error.column, in: text)
            throw ADBindingExpressionError(
                source: source, offset: offset, reason: .invalidFormula(error.reason), expected: error.expected,
                found: error.found)
        }
    }

    /// The formula reading the field `name`, which evaluation supplies (a type test's operand
    /// and result); a quoted name always compiles, and a failure would still be reported.
    private func fieldFormula(_ name: String, at offset: Int) throws(ADBindingExpressionError) -> ADFormula {
        do {
            return try ADFormula("\"\(name)\"", limits: limits)
        } catch {
            throw ADBindingExpressionError(
                source: source, offset: offset, reason: .invalidFormula(error.reason), expected: error.expected, found: error.found)
        }
    }

    // MARK: Lexical helpers

    /// A `"double quoted"` string with backslash escapes `\"`, `\\`, `\n`, `\t` and `\r`.
    private mutating func quotedString() throws(ADBindingExpressionError) -> String {
        let open = position
        position += 1
        var text = String.UnicodeScalarView()
        while let next = peek() {
            position += 1
            switch next {
            case "\"":
                return String(text)
            case "\\":
                guard let escaped = peek() else { continue }
                position += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "\"", "\\", "'": text.append(escaped)
                default:
                    throw error(
                        at: position - 2, reason: .invalidToken, expected: "an escape (\\\", \\\\, \\n, \\t, \\r)",
                        found: "'\\\(escaped)'")
                }
            default:
                text.append(next)
            }
        }
        throw error(at: open, reason: .invalidToken, expected: "a closing \" for the string opened here", found: "the end of the expression")
    }

    private mutating func identifier() -> String {
        var text = String.UnicodeScalarView()
        while let next = peek(), ADIdentifier.isPart(next) {
            text.append(next)
            position += 1
        }
        return String(text)
    }

    /// The `$word` starting at `index`, if one does.
    private func dollarWord(at index: Int) -> String? {
        BindingFormulaScanner.dollarWord(in: scalars, at: index)
    }

    private mutating func skipSpace() {
        while let next = peek(), next.properties.isWhitespace { position += 1 }
    }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        position + ahead < scalars.count ? scalars[position + ahead] : nil
    }

    private func describeNext() -> String {
        guard let next = peek() else { return "the end of the expression" }
        if let word = dollarWord(at: position) { return "'\(word)'" }
        if ADIdentifier.isStart(next) {
            var end = position
            while end < scalars.count, ADIdentifier.isPart(scalars[end]) { end += 1 }
            return "'\(String(String.UnicodeScalarView(scalars[position..<end])))'"
        }
        return next == "\n" ? "a line break" : "'\(Character(next))'"
    }

    private func error(
        at offset: Int, reason: ADBindingExpressionError.Reason = .unexpectedToken, expected: String, found: String
    ) -> ADBindingExpressionError {
        ADBindingExpressionError(source: source, offset: offset, reason: reason, expected: expected, found: found)
    }
}

/// The condition of one branch as parsed.
struct BranchCondition {
    let formula: ADFormula
    let range: ADSourceRange
    let template: String?
    let substitutions: [ADBindingAttribute]
    var typeTests: [ADBindingTypeTest] = []
}
