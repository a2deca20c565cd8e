/// A compiled path formula: parsed and compiled once, evaluated against any record.
///
/// A formula is the SQL-like expression a control's `dataPath` (or `enabledPath`,
/// `colorPath`, …) may hold instead of a plain field name. Compiling resolves
/// everything that does not depend on the record — field paths, functions, literal
/// patterns — so evaluation only reads fields and computes. The value is immutable and
/// `Sendable`: share it between threads freely, and keep one per source text (see
/// ``ADFormulaCache``). The language is described in `docs/formula-language.md`.
///
/// ```swift
/// let formula = try ADFormula("compare(quantity > 10, 'quantity good', 'order more product')")
/// formula.fieldPaths                                   // ["quantity"]
/// try formula.evaluate(in: ["quantity": 5])            // .string("order more product")
///
/// try ADFormula("name").fieldPath                      // "name": a plain, writable path
/// try ADFormula("upper(name)").fieldPath               // nil: computed, read-only
/// ```
///
/// Two formulas are equal when their source texts and their ``limits`` are equal.
public struct ADFormula: Sendable, Hashable, CustomStringConvertible {
    /// How deeply parentheses, operators, calls and `CASE`s may nest.
    public static let maximumDepth = 256

    /// How long one `REGEXP` search may run before it is stopped with
    /// ``ADEvaluationError/regexTimeout(pattern:)``.
    public static let regexTimeLimit: Duration = .milliseconds(100)

    /// The formula as written.
    public var source: String { storage.source }

    /// The syntax tree, with the source range of every node.
    public var expression: ADExpression { storage.expression }

    /// Every field the formula reads: a change to any other field cannot change its value.
    public var fieldPaths: Set<ADFieldPath> { storage.fieldPaths }

    /// The bounds every evaluation of this formula keeps to.
    public var limits: ADEvaluationLimits { storage.limits }

    /// The compiled parts, made once and shared by every copy: a formula held by many controls
    /// (and by every session of a served document, through one ``ADFormulaCache``) costs one
    /// reference each.
    private let storage: CompiledFormula

    /// Parses and compiles `source`.
    ///
    /// - Throws: ``ADFormulaError`` naming the line, column and what was expected, for
    ///   syntax errors, unknown functions, wrong argument counts, invalid literal
    ///   patterns and nesting deeper than ``maximumDepth``.
    public init(_ source: String) throws(ADFormulaError) {
        try self.init(source, limits: .default)
    }

    /// Parses and compiles `source`, whose evaluations keep to `limits` (the longest text
    /// it may build, the work of one `LIKE`/`GLOB` match).
    ///
    /// - Throws: ``ADFormulaError``, as ``init(_:)``.
    public init(_ source: String, limits: ADEvaluationLimits) throws(ADFormulaError) {
        var parser = try FormulaParser(source: source, maximumDepth: Self.maximumDepth)
        let expression = try parser.parse()
        let evaluator = try FormulaCompiler(source: source, regexTimeLimit: Self.regexTimeLimit, limits: limits)
            .compile(expression)
        storage = CompiledFormula(
            source: source, expression: expression, fieldPaths: expression.fieldPaths, limits: limits, evaluator: evaluator)
    }

    /// The field path when the formula is nothing but one (`name`, `vehicle.brand`), so a
    /// control bound to it can write edits back; `nil` for anything computed.
    public var fieldPath: ADFieldPath? {
        if case .field(let path, _) = expression { return path }
        return nil
    }

    /// The formula's value for `record`.
    ///
    /// A field holding NULL reads as NULL, and SQL rules carry it through operators and
    /// functions; only a missing field, a runaway regular expression or a result past
    /// ``limits`` is an error.
    /// - Throws: ``ADEvaluationError``, naming the missing field (with a suggestion), the
    ///   pattern, or the formula and the limit it passed.
    public func evaluate(in record: ADRecord) throws(ADEvaluationError) -> ADValue {
        try storage.evaluator(record)
    }

    public static func == (lhs: ADFormula, rhs: ADFormula) -> Bool {
        lhs.source == rhs.source && lhs.limits == rhs.limits
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    public var description: String { source }
}
