import ActionData
import Foundation
import Testing

@Suite("Binding expressions: active branch, observed fields, formatters")
struct BindingExpressionEvaluationTests {
    static let status = "$when(isFinished) \"done\" { textForYes: \"a\" } $whenNot(isReady) waitingText $else upper(name) { textForUndefinedValue: fallback }"

    @Test(
        "only the active branch and the conditions before it are observed",
        arguments: [
            (["isFinished": true, "isReady": false, "waitingText": "w", "name": "n", "fallback": "f"] as ADRecord, "\"done\" { textForYes: \"a\" }", ["isFinished"]),
            (["isFinished": false, "isReady": false, "waitingText": "w", "name": "n", "fallback": "f"] as ADRecord, "waitingText", ["isFinished", "isReady", "waitingText"]),
            (["isFinished": .null, "isReady": "yes", "waitingText": "w", "name": "n", "fallback": "f"] as ADRecord, "upper(name) { textForUndefinedValue: fallback }", ["isFinished", "isReady", "name", "fallback"]),
        ])
    func activeBranch(record: ADRecord, active: String, observed: [String]) throws {
        let expression = try ADBindingExpression(Self.status)
        #expect(try expression.activeBinding(in: record)?.description == active)
        #expect(try expression.observedFieldPaths(in: record) == Set(observed.map { ADFieldPath($0) }))
        #expect(expression.fieldPaths == Set(["isFinished", "isReady", "waitingText", "name", "fallback"].map { ADFieldPath($0) }))
    }

    @Test("conditional attribute values resolve too; no branch and no else gives nil")
    func nestedConditional() throws {
        let style = try ADBindingExpression("{ backgroundColor: $when(isFinished) $color{r:0,g:255,b:0} $when(isExecuting) tint }")
        let record: ADRecord = ["isFinished": false, "isExecuting": true, "tint": "#FF0000"]
        #expect(try style.observedFieldPaths(in: record) == ["isFinished", "isExecuting", "tint"])
        let idle: ADRecord = ["isFinished": false, "isExecuting": false, "tint": "#FF0000"]
        #expect(try style.observedFieldPaths(in: idle) == ["isFinished", "isExecuting"])
        let bare = try ADBindingExpression("$when(on) a")
        #expect(try bare.activeBinding(in: ["on": false, "a": 1]) == nil)
        #expect(throws: ADEvaluationError.self) { try bare.activeBinding(in: ["off": true]) }
    }

    @Test("number formatter blocks configure a NumberFormatter")
    func numberFormatter() throws {
        let binding = try ADBindingExpression(
            "price { numberFormatter: { numberStyle: $enum.CurrencyStyle, currencySymbol: \"€\", minimumFractionDigits: 2, maximumFractionDigits: digits, roundingMode: .RoundDown }, editingNumberFormatter: { maximumFractionDigits: 5 } }")
        let settings = try #require(try binding.numberFormatterConfiguration(record: ["digits": 2]))
        #expect(settings.numberStyle == .currency)
        #expect(settings.roundingMode == .down)
        #expect(settings.integers == ["minimumFractionDigits": 2, "maximumFractionDigits": 2])
        let formatter = settings.makeFormatter(locale: Locale(identifier: "en_US"))
        #expect(formatter.numberStyle == .currency)
        #expect(formatter.roundingMode == .down)
        #expect(formatter.string(from: 1234.567) == "€1,234.56")
        let editing = try #require(try binding.numberFormatterConfiguration("editingNumberFormatter"))
        #expect(editing.makeFormatter().maximumFractionDigits == 5)
        #expect(throws: ADEvaluationError.self) { try binding.numberFormatterConfiguration() }
        #expect(try ADBindingExpression("price").numberFormatterConfiguration() == nil)
    }

    @Test("date formatter blocks configure a DateFormatter")
    func dateFormatter() throws {
        let binding = try ADBindingExpression(
            "due { formatter: <NSDateFormatter> { dateFormat: \"yyyy-MM-dd HH:mm\", timeZone: \"UTC\", locale: \"en_US_POSIX\" } }")
        let settings = try #require(try binding.dateFormatterConfiguration())
        let formatter = settings.makeFormatter()
        #expect(formatter.string(from: Date(timeIntervalSince1970: 86_400 + 3_600)) == "1970-01-02 01:00")
        #expect(settings.displayFormat?.pattern == "yyyy-MM-dd HH:mm")
        let styled = try #require(
            try ADBindingExpression("d { dateFormatter: { dateStyle: $enum.NSDateFormatterStyle.LongStyle, timeStyle: .NoStyle } }")
                .dateFormatterConfiguration())
        #expect(styled.makeFormatter().dateStyle == .long)
        #expect(styled.makeFormatter().timeStyle == .none)
    }
}
