import Foundation

/// The functions a formula can call, resolved by name and argument count at compile time.
struct FormulaFunctions {
    let source: String
    let budget: FormulaBudget

    /// The largest value `random()` returns, from the spec.
    static let randomLimit: Int64 = 64_000_000

    func compile(name: String, arguments: [FormulaEvaluator], expressions: [ADExpression], range: ADSourceRange)
        throws(ADFormulaError) -> FormulaEvaluator
    {
        guard let function = FormulaFunction(rawValue: name) else {
            let names = FormulaFunction.allCases.map(\.displayName)
            let suggestion = FieldSuggestion.closest(to: name, among: names).map { " (did you mean \($0)?)" } ?? ""
            throw ADFormulaError(
                source: source, offset: range.lowerBound, reason: .unknownFunction,
                expected: "a known function\(suggestion)", found: "the unknown function \(name)()")
        }
        guard function.arity.contains(arguments.count) else {
            let counts = function.arityDescription
            throw ADFormulaError(
                source: source, offset: range.lowerBound, reason: .wrongArgumentCount,
                expected: "\(counts) argument\(counts == "1" ? "" : "s") for \(name)()", found: "\(arguments.count)")
        }
        let scope = function.aggregatesRows ? AggregateScope(expressions.dropFirst()) : AggregateScope(readsOuter: false)
        return compile(function, arguments, scope: scope)
    }

    /// The evaluator of a call whose argument count `function.arity` accepts.
    private func compile(_ function: FormulaFunction, _ arguments: [FormulaEvaluator], scope: AggregateScope)
        -> FormulaEvaluator
    {
        let a = arguments.first ?? Self.null
        let b = arguments.count > 1 ? arguments[1] : Self.null
        let c = arguments.count > 2 ? arguments[2] : nil
        let budget = budget
        switch function {
        case .ltrim, .trim, .rtrim:
            let leading = function != .rtrim
            let trailing = function != .ltrim
            if arguments.count == 1 {
                return text(a) { .string(Self.trim($0, leading: leading, trailing: trailing) { $0.isWhitespace }) }
            }
            return text(a, b) { value, characters in
                .string(Self.trim(value, leading: leading, trailing: trailing) { characters.contains($0) })
            }
        case .instr:
            return text(a, b) { value, part in .bool(part.isEmpty || value.contains(part)) }
        case .replace:
            let replacement = c ?? Self.null
            return FormulaEvaluator { record throws(ADEvaluationError) in
                guard let value = FormulaValues.text(try a(record)), let pattern = FormulaValues.text(try b(record))
                else { return .null }
                // As in SQLite, an empty pattern gives the text back before the replacement is read.
                if pattern.isEmpty { return .string(value) }
                guard let with = FormulaValues.text(try replacement(record)) else { return .null }
                return .string(try FormulaTextReplacement.replace(pattern, in: value, with: with, budget: budget))
            }
        case .substr, .substring:
            return substring(a, b, c)
        case .upper:
            return caseMapping(a, operation: "upper") { $0.uppercased() }
        case .lower:
            return caseMapping(a, operation: "lower") { $0.lowercased() }
        case .length:
            return FormulaEvaluator { record throws(ADEvaluationError) in
                let value = try a(record)
                if case .data(let data) = value { return .int(Int64(data.count)) }
                return FormulaValues.text(value).map { .int(Int64($0.count)) } ?? .null
            }
        case .abs:
            return FormulaEvaluator { record throws(ADEvaluationError) in Self.absolute(try a(record)) }
        case .random:
            return random(arguments)
        case .compare, .iif:
            let otherwise = c ?? Self.null
            return FormulaEvaluator { record throws(ADEvaluationError) in
                FormulaValues.truth(try a(record)) == true ? try b(record) : try otherwise(record)
            }
        case .coalesce, .ifnull:
            return FormulaEvaluator { record throws(ADEvaluationError) in
                for argument in arguments {
                    let value = try argument(record)
                    if !value.isNull { return value }
                }
                return .null
            }
        case .nullif:
            return FormulaEvaluator { record throws(ADEvaluationError) in
                let first = try a(record)
                let second = try b(record)
                return !first.isNull && !second.isNull && FormulaOrdering.equal(first, second) ? .null : first
            }
        case .round:
            let digits = arguments.count > 1 ? b : Self.zero
            return FormulaEvaluator { record throws(ADEvaluationError) in
                guard let number = FormulaValues.number(try a(record)),
                    let places = FormulaValues.number(try digits(record))
                else { return .null }
                return FormulaNumber.double(Self.round(number.double, places: places.truncated)).value
            }
        case .min, .max:
            let wantsSmaller = function == .min
            let scalar = FormulaEvaluator { record throws(ADEvaluationError) in
                var best: ADValue?
                for argument in arguments {
                    let value = try argument(record)
                    if value.isNull { return .null }
                    FormulaOrdering.keep(value, in: &best, smallest: wantsSmaller)
                }
                return best ?? .null
            }
            return extreme(arguments, smallest: wantsSmaller, scope: scope, scalar: scalar)
        case .format:
            return format(a, b)
        case .now: return FormulaEvaluator { _ in .date(Date()) }
        case .today: return today(arguments.first)
        case .date: return date(a)
        case .year: return dateComponent(.year, of: a)
        case .month: return dateComponent(.month, of: a)
        case .day: return dateComponent(.day, of: a)
        case .weekday: return dateComponent(.weekday, of: a)
        case .hour: return dateComponent(.hour, of: a)
        case .minute: return dateComponent(.minute, of: a)
        case .age: return age(a)
        case .dateAdd: return dateAdd(a, b, c ?? Self.null)
        case .dateDiff: return dateDiff(a, b, c ?? Self.null)
        case .sum: return sum(a, b, scope: scope)
        case .avg: return average(a, b, scope: scope)
        case .count: return count(a, arguments.count > 1 ? b : nil, scope: scope)
        }
    }

    // MARK: Helpers

    private static let null: FormulaEvaluator = FormulaEvaluator { _ in .null }
    private static let zero: FormulaEvaluator = FormulaEvaluator { _ in .int(0) }
    private static let posix = Locale(identifier: "en_US_POSIX")

    private func text(_ a: FormulaEvaluator, _ body: @escaping @Sendable (String) -> ADValue) -> FormulaEvaluator {
        FormulaEvaluator { record throws(ADEvaluationError) in
            guard let value = FormulaValues.text(try a(record)) else { return .null }
            return body(value)
        }
    }

    private func text(
        _ a: FormulaEvaluator, _ b: FormulaEvaluator,
        _ body: @escaping @Sendable (String, String) -> ADValue
    ) -> FormulaEvaluator {
        FormulaEvaluator { record throws(ADEvaluationError) in
            guard let first = FormulaValues.text(try a(record)), let second = FormulaValues.text(try b(record)) else {
                return .null
            }
            return body(first, second)
        }
    }

    static func trim(_ text: String, leading: Bool, trailing: Bool, where isTrimmed: (Character) -> Bool) -> String {
        var slice = Substring(text)
        if leading { slice = slice.drop(while: isTrimmed) }
        if trailing, let last = slice.lastIndex(where: { !isTrimmed($0) }) {
            slice = slice[...last]
        } else if trailing {
            slice = slice[slice.endIndex...]
        }
        return String(slice)
    }

    /// `substr` with SQLite's rules: 1-based start, a negative start counts from the end,
    /// start 0 shortens the length by one, a negative length takes characters before the start.
    private func substring(_ a: FormulaEvaluator, _ b: FormulaEvaluator, _ c: FormulaEvaluator?)
        -> FormulaEvaluator
    {
        FormulaEvaluator { [budget] record throws(ADEvaluationError) in
            guard let text = FormulaValues.text(try a(record)), let startNumber = FormulaValues.number(try b(record))
            else { return .null }
            var length: Int64 = .max / 4
            var negativeLength = false
            if let c {
                guard let lengthNumber = FormulaValues.number(try c(record)) else { return .null }
                length = max(min(lengthNumber.truncated, .max / 4), -(.max / 4))
                if length < 0 {
                    length = -length
                    negativeLength = true
                }
            }
            let characters = Array(text)
            let count = Int64(characters.count)
            var start = max(min(startNumber.truncated, .max / 4), -(.max / 4))
            if start < 0 {
                start += count
                if start < 0 {
                    length = max(0, length + start)
                    start = 0
                }
            } else if start > 0 {
                start -= 1
            } else if length > 0 {
                length -= 1
            }
            if negativeLength {
                start -= length
                if start < 0 {
                    length += start
                    start = 0
                }
            }
            if start >= count || length <= 0 { return .string("") }
            let end = min(count, start + length)
            let slice = characters[Int(start)..<Int(end)]
            if text.utf8.count > budget.limits.maximumLength {
                try budget.checkLength(slice.reduce(0) { $0 + $1.utf8.count }, operation: "substr")
            }
            return .string(String(slice))
        }
    }

    /// `upper`/`lower`: a case mapping makes a text at most three times as long in UTF-8
    /// (`ΐ` → `Ϊ́`), so only an argument longer than a third of the limit needs its result measured,
    /// and no result is ever larger than three times the argument.
    private func caseMapping(_ a: FormulaEvaluator, operation: String, _ map: @escaping @Sendable (String) -> String)
        -> FormulaEvaluator
    {
        let budget = budget
        return FormulaEvaluator { record throws(ADEvaluationError) in
            guard let value = FormulaValues.text(try a(record)) else { return .null }
            let mapped = map(value)
            if value.utf8.count > budget.limits.maximumLength / 3 {
                try budget.checkLength(mapped.utf8.count, operation: operation)
            }
            return .string(mapped)
        }
    }

    private static func absolute(_ value: ADValue) -> ADValue {
        switch value {
        case .null: return .null
        case .int(let integer): return integer == .min ? .double(-Double(integer)) : .int(abs(integer))
        case .double(let real): return .double(abs(real))
        case .bool(let flag): return .int(flag ? 1 : 0)
        default:
            guard let number = FormulaValues.number(value) else { return .null }
            return .double(abs(number.double))
        }
    }

    /// SQLite's `round`: half away from zero, `places` clamped to 0…30, always a real
    /// (NaN, from a NaN argument, becomes NULL in the caller).
    static func round(_ value: Double, places: Int64) -> Double {
        let digits = Int(max(0, min(30, places)))
        if !value.isFinite || abs(value) > 4_503_599_627_370_496 { return value }
        if digits == 0 { return Double(Int64(value + (value < 0 ? -0.5 : 0.5))) }
        return Double(String(format: "%.\(digits)f", value)) ?? value
    }

    private func random(_ arguments: [FormulaEvaluator]) -> FormulaEvaluator {
        if arguments.isEmpty { return FormulaEvaluator { _ in .int(Int64.random(in: 0...Self.randomLimit)) } }
        let low = arguments.count == 2 ? arguments[0] : Self.zero
        let high = arguments[arguments.count - 1]
        return FormulaEvaluator { record throws(ADEvaluationError) in
            guard let first = FormulaValues.number(try low(record)), let second = FormulaValues.number(try high(record))
            else { return .null }
            switch (first, second) {
            case (.int(let x), .int(let y)):
                return .int(Int64.random(in: min(x, y)...max(x, y)))
            default:
                let x = first.double
                let y = second.double
                guard x.isFinite, y.isFinite else { return .null }
                return .double(Self.random(from: min(x, y), to: max(x, y)))
            }
        }
    }

    /// A uniform real in `low...high` for any finite ends. `Double.random(in:)` traps when
    /// `high - low` overflows (`random(-1e308, 1e308)`), so a wide span is drawn at half
    /// scale and doubled, which is exact.
    static func random(from low: Double, to high: Double) -> Double {
        if (high - low).isFinite { return Double.random(in: low...high) }
        let half = Double.random(in: (low / 2)...(high / 2))
        return Swift.min(high, Swift.max(low, half * 2))
    }

    /// `format(number, pattern)` through the number patterns of ``ADDisplayFormat`` in the
    /// POSIX locale, so a formula gives the same text everywhere.
    private func format(_ a: FormulaEvaluator, _ b: FormulaEvaluator) -> FormulaEvaluator {
        FormulaEvaluator { [budget] record throws(ADEvaluationError) in
            guard let number = FormulaValues.number(try a(record)), let pattern = FormulaValues.text(try b(record))
            else { return .null }
            // A number pattern's output is about as long as the pattern (padding and digit
            // counts come from it) plus the digits of the number.
            try budget.checkLength(pattern.utf8.count, operation: "format")
            let display = ADDisplayFormat(type: .number, pattern: pattern, locale: Self.posix)
            // Nothing lost: Documented: format() of a number its pattern cannot show is NULL (docs/formula-language.md).
            guard let text = try? display.format(number.value) else { return .null }
            try budget.checkLength(text.utf8.count, operation: "format")
            return .string(text)
        }
    }
}
