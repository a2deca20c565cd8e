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
    /// table section's `dynamic:` rows and titles are read in each section object.
    static let elementRelative: Set<String> = ["dynamic"]

    /// Each model field path read by `expression` (except item-relative attributes),
    /// with the scalar offset of its first mention.
    static func modelPaths(in expression: ADBindingExpression, kind: ADBindingKind?) -> [(ADFieldPath, Int)] {
        var result: [(ADFieldPath, Int)] = []
        walk(expression, skipping: kind.flatMap { itemRelative[$0] } ?? [], into: &result)
        return result
    }

    private static func walk(_ expression: ADBindingExpression, skipping: Set<String>, into result: inout [(ADFieldPath, Int)]) {
        switch expression {
        case .conditional(let branches, let otherwise, _):
            for branch in branches {
                if branch.template == nil, branch.typeTests.isEmpty {
                    fields(of: branch.condition.expression, base: branch.conditionRange.lowerBound, into: &result)
                }
                for substitution in branch.substitutions { walk(substitution.value, skipping: [], into: &result) }
                walk(branch.body, skipping: skipping, into: &result)
            }
            if let otherwise { walk(otherwise, skipping: skipping, into: &result) }
        case .binding(let primary, let attributes, _):
            switch primary {
            case .formula(let formula, let range)?:
                fields(of: formula.expression, base: range.lowerBound, into: &result)
            case .scopedKeyPath(_, let path?, let range)?:
                fields(of: path.expression, base: range.upperBound - path.source.unicodeScalars.count, into: &result)
            case .array(let elements, _)?:
                for element in elements { walk(element, skipping: skipping.intersection(elementRelative), into: &result) }
            default:
                break
            }
            for attribute in attributes where !skipping.contains(attribute.name) {
                walk(attribute.value, skipping: [], into: &result)
            }
        }
    }

    private static func fields(of expression: ADExpression, base: Int, into result: inout [(ADFieldPath, Int)]) {
        var pending = [expression]
        var found: [(ADFieldPath, Int)] = []
        while let next = pending.popLast() {
            if case .field(let path, let range) = next { found.append((lengthOperand(path), base + range.lowerBound)) }
            pending.append(contentsOf: next.children)
        }
        result.append(contentsOf: found.sorted { $0.1 < $1.1 })
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
