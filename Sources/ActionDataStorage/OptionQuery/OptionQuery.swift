import ActionData

/// A query-backed option list's filter and columns: the filter parsed once, its `form.`
/// fields (the form's record) replaced by their values for each load.
struct OptionQuery: Sendable {
    /// The prefix naming the form's record in a filter: `country = form.country`.
    static let formName = "form"

    let table: String
    let title: String
    let value: String
    private let expression: ADExpression?
    /// The form's fields the filter reads.
    let dependencies: [ADFieldPath]

    init(filter: String?, table: String, title: String, value: String) throws(ADDataError) {
        self.table = table
        self.title = title
        self.value = value
        guard let filter else {
            expression = nil
            dependencies = []
            return
        }
        let formula: ADFormula
        do {
            formula = try ADFormula(filter)
        } catch {
            throw ADDataError(.filter(error), table: table)
        }
        expression = formula.expression
        dependencies = formula.fieldPaths.compactMap(Self.formField).sorted()
    }

    /// The filter for `record`: each `form.` field replaced by the record's value (NULL when
    /// the record has none), as a literal.
    func filter(for record: ADRecord) throws(ADOptionQueryError) -> String? {
        try expression.map { expression throws(ADOptionQueryError) in try substituted(expression, record: record).description }
    }

    /// The option `row` offers.
    func option(of row: ADRecord) throws(ADOptionQueryError) -> ADOption {
        ADOption(title: try column(title, of: row).asText(), value: try column(value, of: row))
    }

    private func column(_ name: String, of row: ADRecord) throws(ADOptionQueryError) -> ADValue {
        guard let value = row[name] else { throw ADOptionQueryError(.missingColumn(name), table: table) }
        return value
    }

    /// The path inside the form's record that `path` names, or `nil` when it names a column.
    private static func formField(_ path: ADFieldPath) -> ADFieldPath? {
        guard path.components.count > 1, path.components.first == formName else { return nil }
        return ADFieldPath(components: Array(path.components.dropFirst()))
    }

    private func substituted(_ expression: ADExpression, record: ADRecord) throws(ADOptionQueryError) -> ADExpression {
        let each = { (node: ADExpression) throws(ADOptionQueryError) -> ADExpression in try substituted(node, record: record) }
        switch expression {
        case .literal:
            return expression
        case .field(let path, let range):
            guard let field = Self.formField(path) else { return expression }
            return try literal(record.value(at: field) ?? .null, of: field, range: range)
        case .unary(let op, let operand, let range):
            return .unary(op, try each(operand), range: range)
        case .binary(let op, let left, let right, let range):
            return .binary(op, try each(left), try each(right), range: range)
        case .match(let op, let value, let pattern, let escape, let negated, let range):
            return .match(op, try each(value), pattern: try each(pattern), escape: try escape.map(each), negated: negated, range: range)
        case .between(let value, let low, let high, let negated, let range):
            return .between(try each(value), low: try each(low), high: try each(high), negated: negated, range: range)
        case .inList(let value, let candidates, let negated, let range):
            return .inList(try each(value), try candidates.map(each), negated: negated, range: range)
        case .caseWhen(let base, let branches, let otherwise, let range):
            let arms = try branches.map { (branch: ADCaseBranch) throws(ADOptionQueryError) -> ADCaseBranch in
                ADCaseBranch(condition: try each(branch.condition), result: try each(branch.result))
            }
            return .caseWhen(try base.map(each), branches: arms, otherwise: try otherwise.map(each), range: range)
        case .call(let name, let arguments, let range):
            return .call(name: name, arguments: try arguments.map(each), range: range)
        }
    }

    /// `value` as a formula constant (`ADExpression.constant(_:range:)`); lists, records and
    /// data, which no constant holds, cannot be compared in a filter.
    private func literal(_ value: ADValue, of field: ADFieldPath, range: ADSourceRange) throws(ADOptionQueryError) -> ADExpression {
        guard let constant = ADExpression.constant(value, range: range) else {
            throw ADOptionQueryError(.uncomparableField(field, value.kind), table: table)
        }
        return constant
    }
}
