import ActionData
import Foundation
import Testing

@Suite("Binding expressions: AKABeacon's predicate conditions and type tests")
struct PredicateConditionTests {
    static let typeSwitch = try? ADBindingExpression(
        #"$when(<NSString>) "text" $when(<NSNumber>) "number" $when(<NSNull>) "nothing" $whenNot(<NSObject>) "never" $else "other""#)

    /// A value being mapped and what the type switch shows for it.
    static let typed: [(ADValue, String)] = [
        ("abc", "text"), (.int(3), "number"), (.double(2.5), "number"), (.bool(true), "number"), (.null, "nothing"),
        ([1, 2], "other"), (["a": 1], "other"), (.date(Date(timeIntervalSince1970: 0)), "other"), (.data(Data([1])), "other"),
    ]

    @Test("$when(<Class>) tests the value being mapped", arguments: typed)
    func typeTest(data: ADValue, shown: String) throws {
        let expression = try #require(Self.typeSwitch)
        #expect(try expression.value(in: ["unused": 1], data: data) == .string(shown))
    }

    /// AKABeacon's example condition, and rows it is evaluated on.
    static let negativeNumber: [(ADValue, String)] = [
        (.int(-3), "negative"), (.double(-0.5), "negative"), (.int(0), "not"), (.int(5), "not"), ("-3", "not"), (.null, "not"),
    ]

    @Test("SELF isKindOfClass: and comparisons of SELF", arguments: negativeNumber)
    func kindAndComparison(data: ADValue, shown: String) throws {
        let expression = try ADBindingExpression(
            #"$when("SELF isKindOfClass:$nsnumber AND SELF < $value" { nsnumber: <NSNumber>, value: 0 }) "negative" $else "not""#)
        #expect(try expression.value(in: [:], data: data) == .string(shown))
    }

    /// Predicate spellings and whether they hold for the row `{ count: 3, done: false, tag: "x" }`.
    static let spellings: [(String, Bool)] = [
        ("SELF.count > 2 && !(SELF.done == YES)", true),
        ("count > 2 AND done = NO", true),
        ("SELF.count < 2 || SELF.tag != 'x'", false),
        ("NOT (tag isKindOfClass:$text)", false),
        ("SELF.tag isKindOfClass:$text AND SELF isKindOfClass:$dictionary", true),
        ("$limit isKindOfClass:$number", true),
        ("count != $limit", true),
    ]

    @Test("&&, ||, !, YES, NO, SELF paths and type tests of any operand", arguments: spellings)
    func spelling(condition: String, holds: Bool) throws {
        let expression = try ADBindingExpression(
            "$when(\"\(condition)\" { text: <NSString>, dictionary: <NSDictionary>, number: <NSNumber>, limit: $root.limit }) \"yes\" $else \"no\"")
        let row: ADValue = ["count": 3, "done": false, "tag": "x"]
        #expect(try expression.value(in: ["limit": 4], data: row) == (holds ? "yes" : "no"))
    }

    @Test("without a data context SELF is the record")
    func selfIsTheRecord() throws {
        let expression = try ADBindingExpression(#"$when("SELF isKindOfClass:$d AND SELF.quantity > 10" { d: <NSDictionary> }) "plenty""#)
        #expect(try expression.value(in: ["quantity": 12]) == "plenty")
        #expect(try expression.value(in: ["quantity": 2]) == .null)
    }

    @Test("a quoted condition observes its key paths and substitutions, not SELF's synthetic fields")
    func observedFields() throws {
        let expression = try ADBindingExpression(
            #"$when("SELF.quantity > $min AND SELF isKindOfClass:$d" { min: limit, d: <NSDictionary> }) "ok""#)
        guard case .conditional(let branches, _, _) = expression, let branch = branches.first else {
            Issue.record("not a conditional: \(expression)")
            return
        }
        #expect(branch.conditionFieldPaths == [ADFieldPath("quantity"), ADFieldPath("limit")])
        #expect(branch.typeTests.map(\.className) == ["NSDictionary"])
        #expect(branch.testedClass == nil)
    }

    /// Sources that print canonically as themselves.
    static let canonical = [
        #"$when(<NSString>) "text" $else "other""#,
        #"$whenNot(<NSNull>) value"#,
        #"$when("SELF isKindOfClass:$n AND SELF < $v" { n: <NSNumber>, v: 0 }) "negative""#,
    ]

    @Test("type tests print and parse back to the same tree", arguments: canonical)
    func roundTrip(source: String) throws {
        let parsed = try ADBindingExpression(source)
        #expect(parsed.description == source)
        #expect(try ADBindingExpression(parsed.description).isEquivalent(to: parsed))
        #expect(try !ADBindingExpression(#"$when(<NSNumber>) "text""#).isEquivalent(to: ADBindingExpression(#"$when(<NSString>) "text""#)))
    }

    /// Bad conditions, the reason, the column and what the message names.
    static let mistakes: [(String, ADBindingExpressionError.Reason, Int, String)] = [
        (#"$when("SELF CONTAINS 'a'") x"#, .unsupportedOperator, 13, "'CONTAINS'"),
        (#"$when("ANY items > $n" { n: 0 }) x"#, .unsupportedOperator, 8, "'ANY'"),
        (#"$when("name BEGINSWITH[c] $p" { p: "A" }) x"#, .unsupportedOperator, 13, "'BEGINSWITH'"),
        (#"$when("SELF == nil") x"#, .unsupportedOperator, 16, "'nil'"),
        (#"$when("SELF isKindOfClass:$c" { c: <NSWidget> }) x"#, .unknownClass, 27, "'NSWidget'"),
        (#"$when(<NSWidget>) x"#, .unknownClass, 7, "'NSWidget'"),
        (#"$when("SELF isKindOfClass:$c" { c: 3 }) x"#, .unexpectedToken, 27, "'$'"),
        (#"$when("isKindOfClass:$c" { c: <NSString> }) x"#, .unexpectedToken, 8, "'isKindOfClass:'"),
        (#"$when(<NSString> x) y"#, .unexpectedToken, 18, "x"),
    ]

    @Test("unknown operators and classes are errors that name them, at their column", arguments: mistakes)
    func mistake(source: String, reason: ADBindingExpressionError.Reason, column: Int, named: String) {
        do {
            _ = try ADBindingExpression(source)
            Issue.record("accepted \(source)")
        } catch {
            #expect(error.reason == reason, "\(error)")
            #expect(error.column == column, "\(error)")
            #expect(error.message.contains(named), "\(error.message)")
            if reason == .unknownClass {
                #expect(error.validNames.contains("NSNumber"))
                #expect(error.message.contains("type tests know"))
            }
        }
    }

    @Test("the class mapping", arguments: ADBindingTypeTest.knownClassNames)
    func classMapping(name: String) throws {
        let kinds = try #require(ADBindingTypeTest.kinds(ofClass: name))
        #expect(!kinds.isEmpty)
        #expect(ADBindingTypeTest.kinds(ofClass: "UIView") == nil)
        #expect(ADBindingTypeTest.kinds(ofClass: "NSNumber") == [.int, .double, .bool])
    }
}
