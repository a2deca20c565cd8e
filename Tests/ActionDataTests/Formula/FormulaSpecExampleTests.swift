import ActionData
import Testing

@Suite("Formula: the spec's Path Formulas examples and the issue's must-hold list")
struct FormulaSpecExampleTests {
    static let cases: [(String, ADRecord, ADValue)] = [
        ("'Hello World'", [:], "Hello World"),
        ("'Hello' + ' ' + 'World'", [:], "Hello World"),
        ("'Hello' LIKE '%lo'", [:], true),
        ("'Hello' LIKE 'H%'", [:], true),
        ("'Hello' LIKE 'h_llo'", [:], true),
        ("myField REGEXP '\\b3\\b'", ["myField": "1 2 3 4"], true),
        ("myField REGEXP '\\b3\\b'", ["myField": "1 23 4"], false),
        ("myField IN('one', 'two', 'three')", ["myField": "two"], true),
        ("myField IN('one', 'two', 'three')", ["myField": "four"], false),
        ("CASE myField\nWHEN 'one' THEN 1\nWHEN 'two' THEN 2\nWHEN 'three' THEN 3\nELSE 0\nEND", ["myField": "two"], 2),
        ("CASE myField\nWHEN 'one' THEN 1\nWHEN 'two' THEN 2\nWHEN 'three' THEN 3\nELSE 0\nEND", ["myField": "nine"], 0),
        ("(myField + 10) / 100", ["myField": 5], 0.15),
        ("myField BETWEEN 0 AND 100", ["myField": 100], true),
        ("myField BETWEEN 0 AND 100", ["myField": 101], false),
        ("myField IN(1, 2, 3)", ["myField": 3], true),
        ("CASE myField\nWHEN 1 THEN 'one'\nWHEN 2 THEN 'two'\nWHEN 3 THEN 'three'\nELSE 'zero'\nEND", ["myField": 1], "one"),
        ("CASE myField WHEN 1 THEN 'one' WHEN 2 THEN 'two' WHEN 3 THEN 'three' ELSE 'zero' END", ["myField": 7], "zero"),
        ("myField > 0 AND myField < 100", ["myField": 50], true),
        ("(myField > 0 AND myField < 100) OR myField = 1000", ["myField": 1000], true),
        ("(myField > 0 AND myField < 100) OR myField = 1000", ["myField": 500], false),
        ("(myField > 0 AND myField < 100) OR myField = 1000", ["myField": 99], true),
        ("ltrim('  abc  ')", [:], "abc  "),
        ("trim('\t abc \n')", [:], "abc"),
        ("rtrim('abc  ')", [:], "abc"),
        ("instr(myField, 'hello')", ["myField": "say hello"], true),
        ("instr(myField, 'hello')", ["myField": "goodbye"], false),
        ("instr('abc', 'b') > 0", [:], true),
        ("replace(myField, 'hello', 'hi')", ["myField": "hello, hello"], "hi, hi"),
        ("substr(myField, 4, 2)", ["myField": "Hello"], "lo"),
        ("substr('Hello', 4, 2)", [:], "lo"),
        ("upper('abc')", [:], "ABC"),
        ("lower('ÀBC')", [:], "àbc"),
        ("length('Hello')", [:], 5),
        ("abs(-5)", [:], 5),
        ("abs(-2.5)", [:], 2.5),
        ("compare(myField > 10, 'quantity good', 'order more product')", ["myField": 11], "quantity good"),
        ("compare(myField > 10, 'quantity good', 'order more product')", ["myField": 10], "order more product"),
        ("compare(quantity > 10, 'ok', 'order more')", ["quantity": 5], "order more"),
        ("2 * 3 + 1", [:], 7),
        ("10 - 2 - 3", [:], 5),
        ("-2 + 3", [:], 1),
        ("1=1 OR 1=1 AND 2=3", [:], true),
        ("'It''s'", [:], "It's"),
        ("price*2", ["price": 3], 6),
        ("'Swift' GLOB 'Swift*'", [:], true),
        ("'Swift' NOT LIKE 'S%'", [:], false),
        ("'Swift' NOT GLOB 'S*'", [:], false),
        ("'Swift' NOT REGEXP 'wif'", [:], false),
        ("5 NOT BETWEEN 1 AND 10", [:], false),
        ("5 NOT IN (1, 5)", [:], false),
        ("NOT 1 = 1", [:], false),
        ("NULL IS NOT NULL", [:], false),
        ("1 = 1.0", [:], true),
        ("'Category: ' + name", ["name": "Tools"], "Category: Tools"),
        ("vehicle.brand.car.model", sampleRecord, "Civic"),
        ("\"order\"", sampleRecord, "first"),
        ("items.1", sampleRecord, 2),
    ]

    @Test(arguments: cases)
    func example(source: String, record: ADRecord, expected: ADValue) throws {
        #expect(try evaluate(source, record) == expected)
    }

    @Test func randomStaysInItsRanges() throws {
        for _ in 0..<200 {
            let plain = try #require(try evaluate("random()", [:]).intValue)
            #expect((0...64_000_000).contains(plain))
            let upTo = try #require(try evaluate("random(10)", [:]).intValue)
            #expect((0...10).contains(upTo))
            let between = try #require(try evaluate("random(5, 7)", [:]).intValue)
            #expect((5...7).contains(between))
        }
    }
}
