import ActionData
import Foundation
import FuzzDriver

/// A record of edge values for formulas to read: signed zeros, the ends of Int64, the
/// largest reals, text that looks like NaN, empty and 64 KB text, NULL, dates and nesting.
let edgeRecord: ADRecord = [
    "zero": 0, "negzero": .double(-0.0), "one": 1, "minus": -1,
    "imin": .int(.min), "imax": .int(.max), "big": 1e308, "small": -1e308, "tiny": 5e-324,
    "nan": "NaN", "inf": "Infinity", "empty": "", "name": "Ada Lovelace",
    "long": .string(String(repeating: "ab", count: 32_768)), "null": .null, "flag": true,
    "date": .date(Date(timeIntervalSince1970: 0)), "future": .date(.distantFuture), "past": .date(.distantPast),
    "data": .data(Data([0, 0xFF, 0x41])), "list": [1, "a", nil, 2.5],
    "nested": ["inner": ["x": 1, "s": "a b", "none": .null]],
]

/// Compile, evaluate against the edge record, and check that the printed tree reads back
/// and prints the same (unless the printed parentheses pass the nesting limit).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let source = fuzzText(data, size)
    guard let formula = try? ADFormula(source) else { return 0 }
    _ = try? formula.evaluate(in: edgeRecord)
    let printed = formula.expression.description
    do {
        let reparsed = try ADFormula(printed)
        require(reparsed.expression.description == printed, "`\(source)` prints as `\(printed)`, which prints as `\(reparsed.expression.description)`")
        require(reparsed.fieldPaths == formula.fieldPaths, "`\(source)` and `\(printed)` read different fields")
    } catch where error.reason == .tooDeep {
        // Printing parenthesises operands whose precedence needs it (`-(NOT x)`), and each
        // parenthesis is a level of nesting: a formula close to ADFormula.maximumDepth can print
        // past it. The limit guards the parser's stack; the printed text is still the same tree.
        return 0
    } catch {
        require(false, "`\(source)` prints as `\(printed)`, which does not compile: \(error)")
    }
    return 0
}
