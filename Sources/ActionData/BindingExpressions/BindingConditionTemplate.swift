/// Compiles AKABeacon's quoted conditions: `"$fn > 0 AND $ln > 0"` with the substitutions
/// `{ fn: …, ln: … }`, in the predicate syntax AKABeacon evaluates.
///
/// The text is rewritten into an ActionData formula:
/// - each `$name` becomes the quoted field name `"$name"`, which no record field can be
///   confused with; ``ADBindingBranch/holds(in:data:)`` supplies the substitutions' values
///   under those names;
/// - `SELF` is the value being mapped (a table row, a picker choice, else the record), and
///   `SELF.path` a key path relative to it;
/// - `operand isKindOfClass:$name`, with `{ name: <NSNumber> }`, is an ``ADBindingTypeTest``
///   whose result is supplied as a field too;
/// - `&&`, `||` and `!` are `AND`, `OR` and `NOT`; `YES` and `NO` are `TRUE` and `FALSE`.
///
/// The predicate operators the formula language has no meaning for (`CONTAINS`, `ANY`,
/// `SUBQUERY`, …) are refused, naming the operator.
enum BindingConditionTemplate {
    /// A mistake in the quoted text, at a scalar offset of the text.
    struct Failure: Error {
        let offset: Int
        let reason: ADBindingExpressionError.Reason
        let expected: String
        let found: String
        var validNames: [String] = []

        /// Whether quoted text without substitutions that fails this way is read as the
        /// formula language's quoted field name instead (`("first name")`). Predicate
        /// operators and type tests are errors either way.
        var fallsBackToFieldName: Bool {
            switch reason {
            case .invalidFormula, .unknownAttribute: true
            default: false
            }
        }
    }

    /// A quoted condition compiled: its formula and the type tests it reads.
    struct Compiled {
        let formula: ADFormula
        let typeTests: [ADBindingTypeTest]
    }

    /// The field name a substitution's value is supplied under.
    static func fieldName(of name: String) -> String { "$" + name }

    /// NSPredicate's operators and keywords that have no meaning here.
    static let refusedWords: Set<String> = [
        "BEGINSWITH", "ENDSWITH", "CONTAINS", "MATCHES", "ANY", "ALL", "NONE", "SOME", "SUBQUERY", "FUNCTION",
        "NIL", "TRUEPREDICATE", "FALSEPREDICATE",
    ]

    /// The condition for `template`, whose `$name`s must all name one of `substitutions`.
    static func compile(
        _ template: String, substitutions: [ADBindingAttribute], limits: ADEvaluationLimits
    ) throws(Failure) -> Compiled {
        var rewriter = Rewriter(scalars: Array(template.unicodeScalars), substitutions: substitutions, limits: limits)
        try rewriter.run()
        let source = String(String.UnicodeScalarView(rewriter.output))
        let formula: ADFormula
        do {
            formula = try ADFormula(source, limits: limits)
        } catch {
            let position = BindingFormulaScanner.offset(ofLine: error.line, column: error.column, in: source)
            let offset = rewriter.offsets.indices.contains(position) ? rewriter.offsets[position] : rewriter.scalars.count
            throw Failure(offset: offset, reason: .invalidFormula(error.reason), expected: error.expected, found: error.found)
        }
        return Compiled(formula: formula, typeTests: rewriter.typeTests)
    }

    /// One pass over the quoted text, writing the formula text and, per written scalar, the
    /// offset of the source scalar it came from.
    private struct Rewriter {
        let scalars: [Unicode.Scalar]
        let substitutions: [ADBindingAttribute]
        let limits: ADEvaluationLimits
        var output: [Unicode.Scalar] = []
        var offsets: [Int] = []
        var typeTests: [ADBindingTypeTest] = []
        /// Where the operand written last starts in `output`, while nothing but space follows it.
        private var lastOperand: (start: Int, source: Int)?
        private var index = 0

        init(scalars: [Unicode.Scalar], substitutions: [ADBindingAttribute], limits: ADEvaluationLimits) {
            self.scalars = scalars
            self.substitutions = substitutions
            self.limits = limits
        }

        mutating func run() throws(Failure) {
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "'" || scalar == "\"" {
                    let end = quoteEnd(from: index)
                    let start = output.count
                    for position in index..<end { emit([scalars[position]], from: position) }
                    lastOperand = (start, index)
                    index = end
                } else if let word = BindingFormulaScanner.dollarWord(in: scalars, at: index) {
                    try substitution(word)
                } else if ADIdentifier.isStart(scalar) {
                    try word()
                } else if let symbol = logicalSymbol() {
                    emit(" \(symbol) ", from: index)
                    lastOperand = nil
                } else {
                    emit([scalar], from: index)
                    if !scalar.properties.isWhitespace { lastOperand = nil }
                    index += 1
                }
            }
        }

        private mutating func substitution(_ word: String) throws(Failure) {
            let name = String(word.dropFirst())
            guard substitutions.contains(where: { $0.name == name }) else {
                throw Failure(
                    offset: index, reason: .unknownAttribute, expected: "a substitution named in the condition's { … } block",
                    found: "'\(word)'", validNames: substitutions.map(\.name))
            }
            emitOperand(Array("\"\(word)\"".unicodeScalars), from: index)
            index += word.unicodeScalars.count
        }

        /// A key path, `SELF`, a predicate keyword or `isKindOfClass:`.
        private mutating func word() throws(Failure) {
            let start = index
            var end = index
            while end < scalars.count,
                ADIdentifier.isPart(scalars[end])
                    || (scalars[end] == "." && end + 1 < scalars.count && ADIdentifier.isStart(scalars[end + 1]))
            {
                end += 1
            }
            let text = String(String.UnicodeScalarView(scalars[start..<end]))
            index = end
            let components = text.split(separator: ".", omittingEmptySubsequences: false)
            let head = components.first.map { $0.uppercased() } ?? ""
            if text == "isKindOfClass", index < scalars.count, scalars[index] == ":" {
                index += 1
                try kindTest(at: start)
            } else if components.count == 1, Self.refused(head) {
                throw Failure(
                    offset: start, reason: .unsupportedOperator,
                    expected: "a comparison, AND, OR, NOT, isKindOfClass: or a type test", found: "'\(text)'")
            } else if components.count == 1, head == "YES" || head == "NO" {
                emit(head == "YES" ? "TRUE" : "FALSE", from: start)
                lastOperand = nil
            } else if head == "SELF" {
                if components.count == 1 {
                    emitOperand(Array("\"\(ADBindingTypeTest.selfField)\"".unicodeScalars), from: start)
                } else {
                    emitOperand(Array(components.dropFirst().joined(separator: ".").unicodeScalars), from: start)
                }
            } else if components.count == 1, FormulaKeyword.byUppercasedName[head] != nil {
                emit(text, from: start)
                lastOperand = nil
            } else {
                emitOperand(Array(text.unicodeScalars), from: start)
            }
        }

        private static func refused(_ word: String) -> Bool {
            refusedWords.contains(word)
        }

        /// `operand isKindOfClass:$name`: the operand written last is replaced by the test's result.
        private mutating func kindTest(at start: Int) throws(Failure) {
            guard let operand = lastOperand else {
                throw Failure(
                    offset: start, reason: .unexpectedToken, expected: "SELF, a key path or a $substitution before isKindOfClass:",
                    found: "'isKindOfClass:'")
            }
            while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
            let classStart = index
            guard let word = BindingFormulaScanner.dollarWord(in: scalars, at: index),
                let substitution = substitutions.first(where: { $0.name == String(word.dropFirst()) }),
                case .binding(.classReference(let className, _)?, _, _) = substitution.value
            else {
                throw Failure(
                    offset: classStart, reason: .unexpectedToken,
                    expected: "a $substitution naming a class, as in isKindOfClass:$number with { number: <NSNumber> }",
                    found: describe(at: classStart))
            }
            index += word.unicodeScalars.count
            let operandText = String(String.UnicodeScalarView(output[operand.start...]))
            let operandFormula: ADFormula
            do {
                operandFormula = try ADFormula(operandText, limits: limits)
            } catch {
                throw Failure(offset: operand.source, reason: .invalidFormula(error.reason), expected: error.expected, found: error.found)
            }
            guard let test = ADBindingTypeTest(className: className, operand: operandFormula) else {
                throw Failure(
                    offset: classStart, reason: .unknownClass, expected: ADBindingTypeTest.expectedClass, found: "'\(className)'",
                    validNames: ADBindingTypeTest.knownClassNames)
            }
            output.removeSubrange(operand.start...)
            offsets.removeSubrange(operand.start...)
            emit("\"\(ADBindingTypeTest.resultField(typeTests.count))\"", from: operand.source)
            typeTests.append(test)
            lastOperand = nil
        }

        /// `&&`, `||` or a `!` that does not start `!=`, as a formula keyword.
        private mutating func logicalSymbol() -> String? {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch (scalars[index], next) {
            case ("&", "&"?):
                index += 2
                return "AND"
            case ("|", "|"?):
                index += 2
                return "OR"
            case ("!", let following) where following != "=":
                index += 1
                return "NOT"
            default:
                return nil
            }
        }

        private mutating func emitOperand(_ text: [Unicode.Scalar], from source: Int) {
            let start = output.count
            emit(text, from: source)
            lastOperand = (start, source)
        }

        private mutating func emit(_ text: String, from source: Int) {
            emit(Array(text.unicodeScalars), from: source)
        }

        private mutating func emit(_ text: [Unicode.Scalar], from source: Int) {
            output.append(contentsOf: text)
            offsets.append(contentsOf: repeatElement(source, count: text.count))
        }

        private func describe(at position: Int) -> String {
            guard position < scalars.count else { return "the end of the condition" }
            return "'\(scalars[position])'"
        }

        private func quoteEnd(from start: Int) -> Int {
            var position = start + 1
            while position < scalars.count {
                if scalars[position] == scalars[start] {
                    if position + 1 < scalars.count, scalars[position + 1] == scalars[start] {
                        position += 2
                        continue
                    }
                    return position + 1
                }
                position += 1
            }
            return scalars.count
        }
    }
}
