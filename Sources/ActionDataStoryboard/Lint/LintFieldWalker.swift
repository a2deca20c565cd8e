import ActionData

/// Finds the model fields a binding expression reads, and the formatter patterns it sets.
enum LintFieldWalker {
    /// Attributes whose formulas are relative to something other than the model: a
    /// picker's `title` names a property of each choice, cell mappings name table items.
    static let itemRelative: [ADBindingKind: Set<String>] = [
        .picker: ["title"],
        .dataSource: ["defaultCellMapping", "cellMapping", "dynamic"],
    ]

    /// Attributes of a binding's array elements that are relative to something else: a
    /// table section's `dynamic:` rows and titles are read in each section object, its
    /// `cellMapping` in each row.
    static let elementRelative: Set<String> = ["dynamic", "cellMapping"]

    /// Each model field path read by `expression` (except item-relative attributes),
    /// with the scalar offset of its first mention.
    ///
    /// Inside an aggregate (`sum(items, price)`, and `min`/`max` of two arguments whose first is
    /// a field `isList` says is a list) the row expressions read the rows, not the model: only
    /// the list and the row expressions' `outer.…` fields (the model's) are model paths.
    static func modelPaths(
        in expression: ADBindingExpression, kind: ADBindingKind?, isList: (ADFieldPath) -> Bool = { _ in false }
    ) -> [(ADFieldPath, Int)] {
        var result: [(ADFieldPath, Int)] = []
        walk(expression, skipping: kind.flatMap { itemRelative[$0] } ?? []) { formula, base in
            fields(of: formula, base: base, isList: isList, into: &result)
        }
        return result
    }

    /// The aggregates over a field (`sum`, `count`, `avg`) in `expression`: the function, the
    /// list's path and the offset of the call.
    static func aggregatedLists(in expression: ADBindingExpression, kind: ADBindingKind?)
        -> [(function: String, list: ADFieldPath, offset: Int)]
    {
        var result: [(function: String, list: ADFieldPath, offset: Int)] = []
        walk(expression, skipping: kind.flatMap { itemRelative[$0] } ?? []) { formula, base in
            var pending = [formula]
            while let next = pending.popLast() {
                if case .call(let name, let arguments, let range) = next, aggregateNames.contains(name),
                    case .field(let list, _)? = arguments.first
                {
                    result.append((name, list, base + range.lowerBound))
                }
                pending.append(contentsOf: next.children)
            }
        }
        return result
    }

    /// The functions whose arguments after the first are evaluated once per row of a list.
    private static let aggregateNames: Set<String> = ["sum", "count", "avg"]

    private static func walk(
        _ expression: ADBindingExpression, skipping: Set<String>, visit: (ADExpression, Int) -> Void
    ) {
        switch expression {
        case .conditional(let branches, let otherwise, _):
            for branch in branches {
                if branch.template == nil, branch.typeTests.isEmpty {
                    visit(branch.condition.expression, branch.conditionRange.lowerBound)
                }
                for substitution in branch.substitutions { walk(substitution.value, skipping: [], visit: visit) }
                walk(branch.body, skipping: skipping, visit: visit)
            }
            if let otherwise { walk(otherwise, skipping: skipping, visit: visit) }
        case .binding(let primary, let attributes, _):
            switch primary {
            case .formula(let formula, let range)?:
                visit(formula.expression, range.lowerBound)
            case .scopedKeyPath(_, let path?, let range)?:
                visit(path.expression, range.upperBound - path.source.unicodeScalars.count)
            case .array(let elements, _)?:
                for element in elements { walk(element, skipping: skipping.intersection(elementRelative), visit: visit) }
            default:
                break
            }
            for attribute in attributes where !skipping.contains(attribute.name) {
                walk(attribute.value, skipping: [], visit: visit)
            }
        }
    }

    private static func fields(
        of expression: ADExpression, base: Int, isList: (ADFieldPath) -> Bool, into result: inout [(ADFieldPath, Int)]
    ) {
        var pending = [expression]
        var found: [(ADFieldPath, Int)] = []
        while let next = pending.popLast() {
            switch next {
            case .field(let path, let range):
                found.append((lengthOperand(path), base + range.lowerBound))
            case .call(let name, let arguments, _) where aggregates(name, arguments, isList: isList):
                pending.append(contentsOf: arguments.prefix(1))
                for row in arguments.dropFirst() { outerFields(of: row, base: base, into: &found) }
            default:
                pending.append(contentsOf: next.children)
            }
        }
        result.append(contentsOf: found.sorted { $0.1 < $1.1 })
    }

    /// Whether a call evaluates its arguments after the first once per row.
    private static func aggregates(_ name: String, _ arguments: [ADExpression], isList: (ADFieldPath) -> Bool) -> Bool {
        if aggregateNames.contains(name) { return true }
        guard name == "min" || name == "max", arguments.count == 2, case .field(let list, _)? = arguments.first else {
            return false
        }
        return isList(list)
    }

    /// The model fields a row expression reads through `outer.`.
    private static func outerFields(of row: ADExpression, base: Int, into found: inout [(ADFieldPath, Int)]) {
        var pending = [row]
        while let next = pending.popLast() {
            if case .field(let path, let range) = next, path.components.count > 1, path.components.first == "outer" {
                found.append((ADFieldPath(components: Array(path.components.dropFirst())), base + range.lowerBound))
            }
            pending.append(contentsOf: next.children)
        }
    }

    /// `x` for AKABeacon's `x.length` operator; other paths as they are. (A model field really
    /// called `length` is read through its parent, which the model has too.)
    private static func lengthOperand(_ path: ADFieldPath) -> ADFieldPath {
        guard path.components.count > 1, path.components.last == "length" else { return path }
        return ADFieldPath(components: Array(path.components.dropLast()))
    }

    /// The `dateFormat` of date formatter blocks and the `positiveFormat`/`negativeFormat`
    /// of number formatter blocks, with the offset of each value.
    static func formatterPatterns(in expression: ADBindingExpression) -> [(ADFormatType, String, Int)] {
        var result: [(ADFormatType, String, Int)] = []
        var pending = [expression]
        while let next = pending.popLast() {
            for body in next.bodies {
                for attribute in body.attributes {
                    if case .binding(.constant(.string(let pattern), let range)?, _, _) = attribute.value {
                        switch attribute.name {
                        case "dateFormat": result.append((.date, pattern, range.lowerBound))
                        case "positiveFormat", "negativeFormat": result.append((.number, pattern, range.lowerBound))
                        default: break
                        }
                    }
                    pending.append(attribute.value)
                }
            }
        }
        return result.sorted { $0.2 < $1.2 }
    }
}
