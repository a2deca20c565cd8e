/// One rule of a permission document: a formula over the record and the identity (`user`),
/// and where it was written.
///
/// ```swift
/// let mine = try ADPermissionRule("owner = user.id OR hasRole('admin')")
/// ```
public struct ADPermissionRule: Sendable, Hashable, CustomStringConvertible {
    /// The formula as written.
    public let source: String
    /// Where it was written.
    public let location: ADPermissionLocation
    /// The parsed formula, before the identity is put in.
    let expression: ADExpression

    /// Parses `source`.
    /// - Throws: ``ADPermissionError`` (``ADPermissionError/Kind/formula(_:)``) at `location`
    ///   when `source` is not a formula.
    public init(_ source: String, at location: ADPermissionLocation = ADPermissionLocation(path: [])) throws(ADPermissionError) {
        self.source = source
        self.location = location
        do {
            var parser = try FormulaParser(source: source, maximumDepth: ADFormula.maximumDepth)
            expression = try parser.parse()
        } catch {
            throw ADPermissionError(.formula(error), at: location)
        }
    }

    /// A rule that always holds.
    public static let always = ADPermissionRule(literal: true)

    private init(literal: Bool) {
        source = literal ? "TRUE" : "FALSE"
        location = ADPermissionLocation(path: [])
        expression = .literal(.bool(literal), range: ADSourceRange(0, source.unicodeScalars.count))
    }

    public var description: String { source }

    /// The rule for `identity`: a formula over the record alone.
    func folded(for identity: IdentityFolding) throws(ADPermissionError) -> ADExpression {
        do {
            return try identity.fold(expression)
        } catch {
            throw ADPermissionError(error.kind, at: location)
        }
    }

    /// The fields of the record the rule reads (their first components), the identity aside.
    var recordFields: Set<String> {
        Set(expression.fieldPaths.compactMap { path in
            path.components.count > 1 && path.components.first == IdentityFolding.userName ? nil : path.components.first
        })
    }
}
