import ActionData
import Foundation
import Testing

@Suite("Formula: operators and type rules")
struct FormulaOperatorTests {
    static let cases: [(String, ADValue)] = [
        // Arithmetic and overflow
        ("7 / 2", 3.5), ("6 / 3", 2.0), ("1 / 0", nil), ("1.5 / 0.0", nil), ("7 % 3", 1), ("-7 % 3", -1),
        ("7 % -3", 1), ("7 % 0", nil), ("5.5 % 2", 1.0), ("9223372036854775807 + 1", 9_223_372_036_854_775_808.0),
        ("-9223372036854775807 - 10", -9_223_372_036_854_775_817.0), ("9223372036854775807 * 2", 18_446_744_073_709_551_614.0),
        ("(-9223372036854775807 - 1) % -1", 0), ("'3' * 2", 6), ("'2.5x' * 2", 5.0), ("'abc' * 2", 0),
        ("TRUE + TRUE", 2), ("-TRUE", -1), ("+'abc'", "abc"), ("-'3'", -3),
        // + joins text (spec), || always concatenates
        ("'a' + 1", "a1"), ("1 + 'a'", "1a"), ("'3' + 1", "31"), ("1 || 2", "12"), ("1.5 || 'x'", "1.5x"),
        ("2.0 || ''", "2.0"), ("TRUE || ''", "true"),
        // Comparison across kinds
        ("1 = 1.0", true), ("1 < 1.5", true), ("2 > 1.5", true), ("9007199254740993 > 9007199254740992.0", true),
        ("TRUE = 1", true), ("FALSE = 0", true), ("'10' = 10", false), ("'a' > 99999", true), ("'a' < 'b'", true),
        ("'a' = 'A'", false), ("1 != 2", true), ("1 <> 1", false), ("1 == 1", true), ("'abc' >= 'abc'", true),
        // IS
        ("NULL IS NULL", true), ("1 IS NULL", false), ("1 IS 1.0", true), ("NULL IS NOT 1", true), ("'a' IS 'a'", true),
        // LIKE
        ("'HELLO' LIKE 'hello'", true), ("'Ünïcode' LIKE 'üNÏ%'", true), ("'abc' LIKE 'a_c'", true), ("'abc' LIKE 'a_'", false),
        ("'a%c' LIKE 'a\\%c' ESCAPE '\\'", true), ("'abc' LIKE 'a\\%c' ESCAPE '\\'", false), ("'' LIKE '%'", true),
        ("'abc' LIKE '%%c'", true), ("'abcabc' LIKE '%bc%bc'", true), ("123 LIKE '12%'", true), ("'a_b' LIKE 'a!_b' ESCAPE '!'", true),
        // GLOB
        ("'Swift' GLOB 'Swift*'", true), ("'swift' GLOB 'Swift*'", false), ("'Swift' GLOB 'S?ift'", true),
        ("'Swift' GLOB '[A-Z]*'", true), ("'swift' GLOB '[^a-z]*'", false), ("'a]' GLOB '[]]*'", false), ("']' GLOB '[]]'", true),
        ("'x' GLOB '[abc'", false), ("'b' GLOB '[a-c]'", true), ("'-' GLOB '[a-]'", true),
        // REGEXP (search, not whole match)
        ("'abc123' REGEXP '[0-9]+'", true), ("'abc' REGEXP '^b'", false), ("'abc' REGEXP 'B'", false),
        // BETWEEN and IN
        ("5 BETWEEN 5 AND 10", true), ("10 BETWEEN 5 AND 10", true), ("11 BETWEEN 5 AND 10", false), ("5 BETWEEN 10 AND 5", false),
        ("'b' BETWEEN 'a' AND 'c'", true), ("1 IN (1.0)", true), ("1 IN ()", false), ("NULL IN ()", false), ("1 NOT IN ()", true),
        ("1 IN (2, NULL)", nil), ("1 IN (1, NULL)", true), ("1 NOT IN (2, NULL)", nil), ("1 NOT IN (2, 3)", true),
        // CASE
        ("CASE WHEN 0 THEN 'a' WHEN 1 THEN 'b' END", "b"), ("CASE WHEN 0 THEN 'a' END", nil), ("CASE 1 WHEN 1.0 THEN 'x' END", "x"),
        ("CASE NULL WHEN NULL THEN 'x' ELSE 'y' END", "y"), ("CASE 'abc' WHEN 'ABC' THEN 1 ELSE 2 END", 2),
        // Truthiness
        ("'1abc' AND 1", true), ("'abc' OR 0", false), ("0.0 OR 0", false), ("0.5 AND 1", true), ("NOT ''", true),
    ]

    @Test(arguments: cases)
    func operation(source: String, expected: ADValue) throws {
        #expect(try evaluate(source, [:]) == expected)
    }

    @Test func datesCompareChronologicallyAndAsISOText() throws {
        let early = Date(timeIntervalSince1970: 0)
        let late = Date(timeIntervalSince1970: 86_400)
        let record: ADRecord = ["start": .date(early), "finish": .date(late)]
        #expect(try evaluate("start < finish", record) == true)
        #expect(try evaluate("start = start", record) == true)
        #expect(try evaluate("finish > '1970-01-01'", record) == true)
        #expect(try evaluate("finish < '1970-01-03'", record) == true)
        #expect(try evaluate("finish - start", record) == 86_400.0)
        #expect(try evaluate("start || ''", record) == "1970-01-01T00:00:00Z")
    }

    @Test func dataHasByteLengthAndSortsAfterText() throws {
        let record: ADRecord = ["bytes": .data(Data([0x61, 0x62]))]
        #expect(try evaluate("length(bytes)", record) == 2)
        #expect(try evaluate("bytes > 'zzz'", record) == true)
        #expect(try evaluate("bytes || 'c'", record) == "abc")
    }

    @Test func nestedNullRecordsReadAsNull() throws {
        let record: ADRecord = ["vehicle": nil]
        #expect(try evaluate("vehicle.brand.model", record) == nil)
    }
}
