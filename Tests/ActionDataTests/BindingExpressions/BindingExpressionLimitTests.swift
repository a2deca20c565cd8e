import ActionData
import Testing

/// The evaluation limits a user gives reach every formula of a binding expression.
@Suite("Binding expressions keep to the evaluation limits they are given")
struct BindingExpressionLimitTests {
    static let tight = ADEvaluationLimits(maximumLength: 8)
    static let record: ADRecord = ["name": "long enough", "short": "ab", "flag": true]

    /// Each expression builds a text longer than 8 bytes in a different place: the primary,
    /// a `$data` path's value is short so a branch body does it, a condition, an attribute,
    /// a quoted condition's substitution.
    static let sources = [
        "name || name",
        "$when(flag) name || 'x' $else short",
        "$when(length(name || name) > 3) short",
        "$when(\"$n > 3\" { n: length(name || name) }) short",
        "short { textForUndefinedValue: name || name }",
        "[short, name || name]",
    ]

    static func isTooLong(_ body: () throws -> Void) -> Bool {
        do {
            try body()
            return false
        } catch let error as ADEvaluationError {
            if case .resultTooLong(_, _, _, let limit) = error { return limit == 8 }
            return false
        } catch {
            return false
        }
    }

    static func evaluateAll(_ expression: ADBindingExpression) throws {
        _ = try expression.value(in: record)
        for attribute in try expression.activeBinding(in: record)?.attributes ?? [] {
            _ = try attribute.value.value(in: record)
        }
        if case .binding(.array(let elements, _)?, _, _) = expression {
            for element in elements { _ = try element.value(in: record) }
        }
    }

    @Test("parsed with tight limits, the expression is refused", arguments: sources)
    func parsedWithLimits(source: String) throws {
        let expression = try ADBindingExpression(source, limits: Self.tight)
        #expect(Self.isTooLong { try Self.evaluateAll(expression) }, "\(source)")
    }

    @Test("limited to tight limits after parsing, the expression is refused", arguments: sources)
    func limitedAfterParsing(source: String) throws {
        let expression = try ADBindingExpression(source)
        #expect(!Self.isTooLong { try Self.evaluateAll(expression) }, "\(source) is within the default limits")
        let limited = try expression.limited(to: Self.tight)
        #expect(Self.isTooLong { try Self.evaluateAll(limited) }, "\(source)")
        #expect(limited.isEquivalent(to: expression))
    }

    @Test("the validating initialiser takes limits too")
    func validatingInitialiser() throws {
        let expression = try ADBindingExpression("name || name", kind: .text, limits: Self.tight)
        #expect(Self.isTooLong { _ = try expression.value(in: Self.record) })
    }

    @Test("a form's formula cache limits reach its controls' binding expressions", arguments: sources)
    func formLimitsReachBindingExpressions(source: String) throws {
        let label = ADLabelModel(name: "shown")
        label.dataBinding = try ADBindingExpression(source)
        let bounded = ADBindingController(root: ADViewGroup([label]), formulaCache: ADFormulaCache(limits: Self.tight))
        bounded.setRecord(Self.record)
        #expect(!bounded.issues.isEmpty, "\(source) was evaluated past the form's limits")
        let unbounded = ADBindingController(root: ADViewGroup([label]))
        unbounded.setRecord(Self.record)
        #expect(unbounded.issues.isEmpty, "\(source): \(unbounded.issues.map(\.message))")
    }
}
