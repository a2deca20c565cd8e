@testable import actiondata
import Testing

@Suite("mask and format commands")
struct MaskCommandTests {
    @Test func masksPhoneNumber() throws {
        #expect(try MaskCommand.output(pattern: "(###) ###-####", value: "8085551212")
            == #"{"formatted": "(808) 555-1212", "valid": true, "raw": "8085551212"}"#)
    }

    @Test func reportsInvalidInput() throws {
        #expect(try MaskCommand.output(pattern: "##/##", value: "1")
            == #"{"formatted": "1 /  ", "valid": false, "raw": "1"}"#)
    }

    @Test func parsesArguments() throws {
        let command = try MaskCommand.parse(["--pattern", "(###) ###-####", "8085551212"])
        #expect(command.pattern == "(###) ###-####")
    }

    @Test(arguments: [
        ("number", "###,###", "1000", "1,000"),
        ("number", "#,##0.00;(#,##0.00)", "-1234.5", "(1,234.50)"),
        ("number", "$###,###.00", "1000", "$1,000.00"),
        ("date", "MM/dd/yyyy", "2018-01-01T00:00:00Z", "01/01/2018"),
    ])
    func formats(type: String, pattern: String, value: String, expected: String) throws {
        #expect(try FormatCommand.output(type: type, pattern: pattern, value: value) == expected)
    }

    @Test(arguments: [("number", "###", "abc"), ("masked", "###", "1"), ("date", "yyyy", "soon")])
    func rejectsBadInput(type: String, pattern: String, value: String) {
        #expect(throws: (any Error).self) { try FormatCommand.output(type: type, pattern: pattern, value: value) }
    }
}
