import ActionData
import FuzzDriver

/// Parse, validate for every binding kind, print, and check the printed text reads back
/// to an equivalent expression.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let source = fuzzText(data, size)
    guard let expression = try? ADBindingExpression(source) else { return 0 }
    for kind in ADBindingKind.allCases {
        _ = expression.validationErrors(for: kind, source: source)
    }
    _ = expression.fieldPaths
    let printed = expression.description
    do {
        let reparsed = try ADBindingExpression(printed)
        require(reparsed.isEquivalent(to: expression), "`\(source)` prints as `\(printed)`, which reads back differently: `\(reparsed)`")
    } catch {
        require(false, "`\(source)` prints as `\(printed)`, which does not parse: \(error)")
    }
    return 0
}
