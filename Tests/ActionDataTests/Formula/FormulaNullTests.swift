import ActionData
import Testing

@Suite("Formula: NULL through every operator and function")
struct FormulaNullTests {
    /// `nothing` is a field holding NULL; each formula must give the expected value.
    static let cases: [(String, ADValue)] = [
        ("nothing", nil), ("-nothing", nil), ("+nothing", nil), ("NOT nothing", nil),
        ("nothing + 1", nil), ("1 + nothing", nil), ("nothing + 'a'", nil), ("'a' + nothing", nil), ("nothing - 1", nil),
        ("nothing * 2", nil), ("nothing / 2", nil), ("2 / nothing", nil), ("nothing % 2", nil), ("nothing || 'a'", nil),
        ("'a' || nothing", nil), ("nothing = 1", nil), ("nothing = nothing", nil), ("nothing != 1", nil), ("nothing < 1", nil),
        ("nothing <= 1", nil), ("nothing > 1", nil), ("nothing >= 1", nil), ("1 < nothing", nil),
        ("nothing IS NULL", true), ("nothing IS NOT NULL", false), ("nothing IS nothing", true), ("nothing IS 1", false),
        ("nothing AND 1", nil), ("nothing AND 0", false), ("0 AND nothing", false), ("1 AND nothing", nil),
        ("nothing OR 1", true), ("1 OR nothing", true), ("nothing OR 0", nil), ("0 OR nothing", nil),
        ("nothing LIKE 'a'", nil), ("'a' LIKE nothing", nil), ("'a' LIKE 'a' ESCAPE nothing", nil), ("nothing NOT LIKE 'a'", nil),
        ("nothing GLOB 'a'", nil), ("'a' GLOB nothing", nil), ("nothing NOT GLOB 'a'", nil),
        ("nothing REGEXP 'a'", nil), ("'a' REGEXP nothing", nil), ("nothing NOT REGEXP 'a'", nil),
        ("nothing BETWEEN 1 AND 2", nil), ("1 BETWEEN nothing AND 2", nil), ("1 BETWEEN 2 AND nothing", false),
        ("3 BETWEEN nothing AND 2", false), ("nothing NOT BETWEEN 1 AND 2", nil),
        ("nothing IN (1, 2)", nil), ("nothing NOT IN (1, 2)", nil), ("1 IN (nothing)", nil), ("1 IN (nothing, 1)", true),
        ("CASE nothing WHEN 1 THEN 'a' ELSE 'b' END", "b"), ("CASE WHEN nothing THEN 'a' ELSE 'b' END", "b"),
        ("CASE 1 WHEN 1 THEN nothing END", nil),
        ("ltrim(nothing)", nil), ("trim(nothing)", nil), ("rtrim(nothing)", nil), ("trim('a', nothing)", nil),
        ("instr(nothing, 'a')", nil), ("instr('a', nothing)", nil),
        ("replace(nothing, 'a', 'b')", nil), ("replace('a', nothing, 'b')", nil), ("replace('a', 'a', nothing)", nil),
        ("substr(nothing, 1, 2)", nil), ("substr('abc', nothing, 2)", nil), ("substr('abc', 1, nothing)", nil),
        ("upper(nothing)", nil), ("lower(nothing)", nil), ("length(nothing)", nil), ("abs(nothing)", nil),
        ("random(nothing)", nil), ("random(1, nothing)", nil),
        ("compare(nothing, 'a', 'b')", "b"), ("compare(1, nothing, 'b')", nil), ("iif(nothing, 1, 2)", 2),
        ("coalesce(nothing, 1)", 1), ("ifnull(nothing, 2)", 2), ("nullif(nothing, 1)", nil), ("nullif(1, nothing)", 1),
        ("round(nothing)", nil), ("round(1.5, nothing)", nil), ("min(nothing, 1)", nil), ("max(1, nothing)", nil),
        ("format(nothing, '0')", nil), ("format(1, nothing)", nil),
    ]

    @Test(arguments: cases)
    func nullPropagates(source: String, expected: ADValue) throws {
        #expect(try evaluate(source) == expected)
    }
}
