import Foundation

/// A compiled formula node: reads a record, answers a value.
///
/// A struct around the closure rather than the closure type itself: a typed-throws function
/// type stored in a generic container (`[FormulaEvaluator]`) needs the Swift 6 runtime's
/// metadata, which iOS 16–17 and macOS 13–14 do not have. Calls read as before
/// (`try evaluator(record)`) through `callAsFunction`, and the typed error stays.
struct FormulaEvaluator: Sendable {
    private let body: @Sendable (ADRecord) throws(ADEvaluationError) -> ADValue

    /// Wraps the closure that evaluates the node.
    init(_ body: @escaping @Sendable (ADRecord) throws(ADEvaluationError) -> ADValue) {
        self.body = body
    }

    /// Evaluates the node against `record`.
    @inline(__always)
    func callAsFunction(_ record: ADRecord) throws(ADEvaluationError) -> ADValue {
        try body(record)
    }
}

/// Turns an ``ADExpression`` into a tree of closures, resolving everything that does not
/// depend on the record once: field paths, functions, literal `LIKE`/`GLOB` patterns,
/// `REGEXP` expressions and number-format patterns.
struct FormulaCompiler {
    let source: String
    let regexTimeLimit: Duration
    let budget: FormulaBudget

    init(source: String, regexTimeLimit: Duration, limits: ADEvaluationLimits) {
        self.source = source
        self.regexTimeLimit = regexTimeLimit
        self.budget = FormulaBudget(source: source, limits: limits)
    }

    func compile(_ expression: ADExpression) throws(ADFormulaError) -> FormulaEvaluator {
        switch expression {
        case .literal(let value, _):
            return FormulaEvaluator { _ in value }
        case .field(let path, _):
            return Self.field(path)
        case .unary(let op, let operand, _):
            let compiled = try compile(operand)
            switch op {
            case .negate: return FormulaEvaluator { record throws(ADEvaluationError) in FormulaArithmetic.negate(try compiled(record)) }
            case .plus: return compiled
            case .not:
                return FormulaEvaluator { record throws(ADEvaluationError) in
                    FormulaValues.truth(try compiled(record)).map { .bool(!$0) } ?? .null
                }
            }
        case .binary(let op, let left, let right, _):
            return try binary(op, left, right)
        case .match(let kind, let value, let pattern, let escape, let negated, _):
            return try match(kind, value, pattern: pattern, escape: escape, negated: negated)
        case .between(let value, let low, let high, let negated, _):
            return try between(value, low: low, high: high, negated: negated)
        case .inList(let value, let candidates, let negated, _):
            return try inList(value, candidates, negated: negated)
        case .caseWhen(let base, let branches, let otherwise, _):
            return try caseWhen(base, branches: branches, otherwise: otherwise)
        case .call(let name, let arguments, let range):
            let compiled = try arguments.map { argument throws(ADFormulaError) in try compile(argument) }
            return try FormulaFunctions(source: source, budget: budget).compile(
                name: name, arguments: compiled, expressions: arguments, range: range)
        }
    }

    // MARK: Fields

    /// A field read: NULL when a record on the way is NULL, an error naming the path
    /// when a component does not exist.
    static func field(_ path: ADFieldPath) -> FormulaEvaluator {
        if path.components.count == 1, let name = path.components.first {
            return FormulaEvaluator { record throws(ADEvaluationError) in
                guard let value = record.fields[name] else { throw FieldSuggestion.unknownField(path, in: record) }
                return value
            }
        }
        return FormulaEvaluator { record throws(ADEvaluationError) in
            var current = ADValue.record(record)
            for component in path.components {
                switch current {
                case .record(let nested):
                    guard let next = nested.fields[component] else { throw FieldSuggestion.unknownField(path, in: record) }
                    current = next
                case .array(let elements):
                    guard let index = Int(component), elements.indices.contains(index) else {
                        throw FieldSuggestion.unknownField(path, in: record)
                    }
                    current = elements[index]
                case .null:
                    return .null
                default:
                    throw FieldSuggestion.unknownField(path, in: record)
                }
            }
            return current
        }
    }

    // MARK: Operators

    private func binary(_ op: ADBinaryOperator, _ leftExpression: ADExpression, _ rightExpression: ADExpression)
        throws(ADFormulaError) -> FormulaEvaluator
    {
        let left = try compile(leftExpression)
        let right = try compile(rightExpression)
        switch op {
        case .and:
            return FormulaEvaluator { record throws(ADEvaluationError) in
                let a = FormulaValues.truth(try left(record))
                if a == false { return .bool(false) }
                let b = FormulaValues.truth(try right(record))
                if b == false { return .bool(false) }
                return a == nil || b == nil ? .null : .bool(true)
            }
        case .or:
            return FormulaEvaluator { record throws(ADEvaluationError) in
                let a = FormulaValues.truth(try left(record))
                if a == true { return .bool(true) }
                let b = FormulaValues.truth(try right(record))
                if b == true { return .bool(true) }
                return a == nil || b == nil ? .null : .bool(false)
            }
        case .equal:
            return comparison(left, right) { a, b in FormulaOrdering.equal(a, b) }
        case .notEqual:
            return comparison(left, right) { a, b in !FormulaOrdering.equal(a, b) }
        case .less:
            return comparison(left, right) { a, b in FormulaOrdering.compare(a, b) < 0 }
        case .lessOrEqual:
            return comparison(left, right) { a, b in FormulaOrdering.compare(a, b) <= 0 }
        case .greater:
            return comparison(left, right) { a, b in FormulaOrdering.compare(a, b) > 0 }
        case .greaterOrEqual:
            return comparison(left, right) { a, b in FormulaOrdering.compare(a, b) >= 0 }
        case .is, .isNot:
            let wantsEqual = op == .is
            return FormulaEvaluator { record throws(ADEvaluationError) in
                let a = try left(record)
                let b = try right(record)
                let same = a.isNull || b.isNull ? a.isNull && b.isNull : FormulaOrdering.equal(a, b)
                return .bool(same == wantsEqual)
            }
        case .add:
            let budget = budget
            return FormulaEvaluator { record throws(ADEvaluationError) in
                let a = try left(record)
                let b = try right(record)
                if a.isNull || b.isNull { return .null }
                return try FormulaArithmetic.add(a, b, budget: budget)
            }
        case .subtract: return arithmetic(left, right, FormulaArithmetic.subtract)
        case .multiply: return arithmetic(left, right, FormulaArithmetic.multiply)
        case .divide: return arithmetic(left, right, FormulaArithmetic.divide)
        case .remainder: return arithmetic(left, right, FormulaArithmetic.remainder)
        case .concatenate:
            let budget = budget
            return FormulaEvaluator { record throws(ADEvaluationError) in
                let a = try left(record)
                let b = try right(record)
                if a.isNull || b.isNull { return .null }
                return try FormulaArithmetic.concatenate(a, b, budget: budget, operation: "||")
            }
        }
    }

    @inline(__always)
    private func comparison(
        _ left: FormulaEvaluator, _ right: FormulaEvaluator,
        _ test: @escaping @Sendable (ADValue, ADValue) -> Bool
    ) -> FormulaEvaluator {
        FormulaEvaluator { record throws(ADEvaluationError) in
            let a = try left(record)
            let b = try right(record)
            if a.isNull || b.isNull { return .null }
            return .bool(test(a, b))
        }
    }

    private func arithmetic(
        _ left: FormulaEvaluator, _ right: FormulaEvaluator,
        _ operation: @escaping @Sendable (ADValue, ADValue) -> ADValue
    ) -> FormulaEvaluator {
        FormulaEvaluator { record throws(ADEvaluationError) in
            let a = try left(record)
            let b = try right(record)
            if a.isNull || b.isNull { return .null }
            return operation(a, b)
        }
    }

    private func between(_ valueExpression: ADExpression, low lowExpression: ADExpression, high highExpression: ADExpression, negated: Bool)
        throws(ADFormulaError) -> FormulaEvaluator
    {
        let value = try compile(valueExpression)
        let low = try compile(lowExpression)
        let high = try compile(highExpression)
        return FormulaEvaluator { record throws(ADEvaluationError) in
            let v = try value(record)
            let lower = try low(record)
            let upper = try high(record)
            let aboveLow: Bool? = v.isNull || lower.isNull ? nil : FormulaOrdering.compare(v, lower) >= 0
            let belowHigh: Bool? = v.isNull || upper.isNull ? nil : FormulaOrdering.compare(v, upper) <= 0
            let inside: Bool? =
                aboveLow == false || belowHigh == false ? false : (aboveLow == nil || belowHigh == nil ? nil : true)
            guard let inside else { return .null }
            return .bool(inside != negated)
        }
    }

    private func inList(_ valueExpression: ADExpression, _ candidateExpressions: [ADExpression], negated: Bool)
        throws(ADFormulaError) -> FormulaEvaluator
    {
        let value = try compile(valueExpression)
        let candidates = try candidateExpressions.map { candidate throws(ADFormulaError) in try compile(candidate) }
        return FormulaEvaluator { record throws(ADEvaluationError) in
            let v = try value(record)
            if candidates.isEmpty { return .bool(negated) }
            if v.isNull { return .null }
            var sawNull = false
            for candidate in candidates {
                let c = try candidate(record)
                if c.isNull {
                    sawNull = true
                } else if FormulaOrdering.equal(v, c) {
                    return .bool(!negated)
                }
            }
            return sawNull ? .null : .bool(negated)
        }
    }

    private func caseWhen(_ baseExpression: ADExpression?, branches: [ADCaseBranch], otherwise: ADExpression?)
        throws(ADFormulaError) -> FormulaEvaluator
    {
        let arms = try branches.map { branch throws(ADFormulaError) in
            (condition: try compile(branch.condition), result: try compile(branch.result))
        }
        let fallback = try otherwise.map { expression throws(ADFormulaError) in try compile(expression) }
        guard let baseExpression else {
            return FormulaEvaluator { record throws(ADEvaluationError) in
                for arm in arms where FormulaValues.truth(try arm.condition(record)) == true {
                    return try arm.result(record)
                }
                return try fallback?(record) ?? .null
            }
        }
        let base = try compile(baseExpression)
        return FormulaEvaluator { record throws(ADEvaluationError) in
            let v = try base(record)
            for arm in arms {
                let candidate = try arm.condition(record)
                if !v.isNull, !candidate.isNull, FormulaOrdering.equal(v, candidate) {
                    return try arm.result(record)
                }
            }
            return try fallback?(record) ?? .null
        }
    }

    // MARK: Pattern matching

    private func match(
        _ kind: ADMatchOperator, _ valueExpression: ADExpression, pattern patternExpression: ADExpression,
        escape escapeExpression: ADExpression?, negated: Bool
    ) throws(ADFormulaError) -> FormulaEvaluator {
        let value = try compile(valueExpression)
        let matcher: @Sendable (ADRecord) throws(ADEvaluationError) -> Bool?
        switch kind {
        case .like, .glob:
            matcher = try wildcardMatcher(kind, value, patternExpression, escapeExpression)
        case .regexp:
            matcher = try regexMatcher(value, patternExpression)
        }
        return FormulaEvaluator { record throws(ADEvaluationError) in
            guard let matched = try matcher(record) else { return .null }
            return .bool(matched != negated)
        }
    }

    private func invalidPattern(_ expression: ADExpression, expected: String, found: String) -> ADFormulaError {
        ADFormulaError(
            source: source, offset: expression.range.lowerBound, reason: .invalidPattern, expected: expected,
            found: found)
    }

    private func wildcardMatcher(
        _ kind: ADMatchOperator, _ value: FormulaEvaluator, _ patternExpression: ADExpression,
        _ escapeExpression: ADExpression?
    ) throws(ADFormulaError) -> @Sendable (ADRecord) throws(ADEvaluationError) -> Bool? {
        let escapeIsConstant = escapeExpression.map { if case .literal = $0 { true } else { false } } ?? true
        if case .literal(let patternValue, _) = patternExpression, escapeIsConstant {
            guard let patternText = FormulaValues.text(patternValue) else { return { _ in nil } }
            let pattern: WildcardPattern
            if kind == .glob {
                pattern = .glob(patternText)
            } else {
                var escapeCharacter: Character?
                if let escapeExpression, case .literal(let escapeValue, _) = escapeExpression {
                    guard let escapeText = FormulaValues.text(escapeValue) else { return { _ in nil } }
                    guard escapeText.count == 1, let only = escapeText.first else {
                        throw invalidPattern(escapeExpression, expected: "a single character after ESCAPE", found: "'\(escapeText)'")
                    }
                    escapeCharacter = Character(only.lowercased())
                }
                guard let compiled = WildcardPattern.like(patternText, escape: escapeCharacter) else {
                    throw invalidPattern(patternExpression, expected: "a character after the final ESCAPE character", found: "the end of the pattern")
                }
                pattern = compiled
            }
            let budget = budget
            let operation = kind.rawValue
            return { record throws(ADEvaluationError) in
                guard let text = FormulaValues.text(try value(record)) else { return nil }
                return try pattern.matches(text, budget: budget, operation: operation)
            }
        }
        let patternEvaluator = try compile(patternExpression)
        let escapeEvaluator = try escapeExpression.map { expression throws(ADFormulaError) in try compile(expression) }
        let budget = budget
        return { record throws(ADEvaluationError) in
            let text = FormulaValues.text(try value(record))
            let patternText = FormulaValues.text(try patternEvaluator(record))
            var escapeCharacter: Character?
            if let escapeEvaluator {
                guard let escapeText = FormulaValues.text(try escapeEvaluator(record)) else { return nil }
                guard escapeText.count == 1, let only = escapeText.first else {
                    throw .invalidPattern(operator: "ESCAPE", pattern: escapeText, reason: "it must be a single character")
                }
                escapeCharacter = Character(only.lowercased())
            }
            guard let text, let patternText else { return nil }
            if kind == .glob { return try WildcardPattern.glob(patternText).matches(text, budget: budget, operation: "GLOB") }
            guard let pattern = WildcardPattern.like(patternText, escape: escapeCharacter) else {
                throw .invalidPattern(operator: "LIKE", pattern: patternText, reason: "it ends with the escape character")
            }
            return try pattern.matches(text, budget: budget, operation: "LIKE")
        }
    }

    private func regexMatcher(_ value: FormulaEvaluator, _ patternExpression: ADExpression)
        throws(ADFormulaError) -> @Sendable (ADRecord) throws(ADEvaluationError) -> Bool?
    {
        let limit = regexTimeLimit
        if case .literal(let patternValue, _) = patternExpression {
            guard let patternText = FormulaValues.text(patternValue) else { return { _ in nil } }
            let search: RegexSearch
            do {
                search = try RegexSearch(patternText, timeLimit: limit)
            } catch is RegexSearch.PatternTooLong {
                throw invalidPattern(
                    patternExpression, expected: "a regular expression of at most \(RegexSearch.maximumPatternLength) UTF-16 units",
                    found: "one of \(patternText.utf16.count)")
            } catch {
                throw invalidPattern(patternExpression, expected: "a valid regular expression", found: "'\(patternText)'")
            }
            return { record throws(ADEvaluationError) in
                guard let text = FormulaValues.text(try value(record)) else { return nil }
                return try search.matches(text)
            }
        }
        let patternEvaluator = try compile(patternExpression)
        return { record throws(ADEvaluationError) in
            let text = FormulaValues.text(try value(record))
            guard let patternText = FormulaValues.text(try patternEvaluator(record)), let text else { return nil }
            let search: RegexSearch
            do {
                search = try RegexSearch(patternText, timeLimit: limit)
            } catch is RegexSearch.PatternTooLong {
                throw .invalidPattern(
                    operator: "REGEXP", pattern: String(patternText.prefix(40)) + "…",
                    reason: "it is longer than \(RegexSearch.maximumPatternLength) UTF-16 units")
            } catch {
                throw .invalidPattern(operator: "REGEXP", pattern: patternText, reason: "it is not a valid regular expression")
            }
            return try search.matches(text)
        }
    }
}
