import ActionData
import Testing

@testable import actiondata

@Suite("actiondata eval")
struct EvalCommandTests {
    let evaluation = FormulaEvaluation()

    static let cases: [(String, String, String)] = [
        ("compare(quantity > 10, 'ok', 'order more')", #"{"quantity": 5}"#, #""order more""#),
        ("quantity > 10 AND enabled", #"{"quantity": 50, "enabled": true}"#, "true"),
        ("quantity > 10", #"{"quantity": 5}"#, "false"),
        ("nothing", #"{"nothing": null}"#, "null"),
        ("price * 2", #"{"price": 1.25}"#, "2.5"),
        ("price / 2", #"{"price": 4}"#, "2.0"),
        ("a", #"{"a": {"z": 1, "b": [true, "x\"y"]}}"#, #"{"z":1,"b":[true,"x\"y"]}"#),
        ("'It''s' || ' ' || name", #"{"name": "caf\u00e9"}"#, #""It's café""#),
        ("vehicle.brand", #"{"vehicle": {"brand": "Honda"}}"#, #""Honda""#),
        ("1 / 0", "{}", "null"),
    ]

    @Test(arguments: cases)
    func evaluatesToJSON(formula: String, record: String, expected: String) throws {
        #expect(try evaluation.evaluate(formula, recordJSON: record) == expected)
    }

    @Test func datesAndDataPrintAsText() throws {
        let record: ADRecord = ["moment": .date(.init(timeIntervalSince1970: 0)), "bytes": .data(.init([1, 2, 3]))]
        #expect(try evaluation.evaluate("moment", record: record) == #""1970-01-01T00:00:00.000Z""#)
        #expect(try evaluation.evaluate("bytes", record: record) == #""AQID""#)
    }

    @Test func badFormulaOrRecordIsAClearError() {
        #expect(throws: FormulaEvaluation.Failure.self) { try evaluation.evaluate("1 +", recordJSON: "{}") }
        #expect(throws: FormulaEvaluation.Failure.self) { try evaluation.evaluate("a", recordJSON: "{\"a\": }") }
        #expect(throws: FormulaEvaluation.Failure.self) { try evaluation.evaluate("a", recordJSON: "[1]") }
        let failure = try? #require(throws: FormulaEvaluation.Failure.self) {
            try evaluation.evaluate("quantty", recordJSON: #"{"quantity": 1}"#)
        }
        #expect(failure?.description == "the record has no field `quantty` — did you mean `quantity`?")
    }

    static let lines: [(String, String)] = [
        (#"{"formula": "1 + 1"}"#, #"{"value":2}"#),
        (#"{"formula": "a = 1", "record": {"a": 1}}"#, #"{"value":true}"#),
        (#"{"formula": "a", "record": {"a": null}}"#, #"{"value":null}"#),
        (#"{"formula": "x", "record": {"quantity": 1}}"#, #"{"error":"the record has no field `x`"}"#),
        ("not json", #"{"error":"the line is not valid: invalid JSON at line 1, column 1: expected a value"}"#),
        (#"{"record": {}}"#, #"{"error":"the line needs a \"formula\" string"}"#),
        (#"{"formula": "1", "record": 3}"#, #"{"error":"\"record\" must be a JSON object"}"#),
        (#"{"formula": "1 +"}"#,
            #"{"error":"formula error at column 4: expected an expression after '+', found the end of the formula\n  1 +\n     ^"}"#),
    ]

    @Test(arguments: lines)
    func jsonlLine(line: String, expected: String) {
        #expect(evaluation.evaluateLine(line) == expected)
    }

    @Test(arguments: [#"{"a":1,"b":[1,2.5,-3e2,true,false,null],"c":{"d":"\u00e9\n"}}"#, "{}", #"{"deep":[[[]]]}"#])
    func jsonReaderRoundTripsThroughTheWriter(text: String) throws {
        let value = try ADValue(jsonString: text)
        let written = FormulaEvaluation.json(value)
        #expect(try ADValue(jsonString: written) == value)
    }

    @Test func jsonReaderRejectsDeepNesting() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: ADCodingError.self) { try ADValue(jsonString: text) }
    }
}
