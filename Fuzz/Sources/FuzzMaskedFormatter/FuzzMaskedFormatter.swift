import ActionData
import FuzzDriver

/// The first line is the mask, the rest the input. Formatting is idempotent, formatting the
/// raw text of formatted output gives that output again, and carets stay in range.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let mask = String(parts.first ?? "")
    let input = parts.count > 1 ? String(parts[1]) : ""
    let formatter = ADMaskedStringFormatter(formatString: mask)
    let formatted = formatter.applyFormat(to: input)
    let again = formatter.applyFormat(to: formatted)
    require(again == formatted, "mask `\(mask)`: `\(input)` → `\(formatted)` → `\(again)`")
    let raw = formatter.removeFormat(from: formatted)
    require(raw.count <= formatter.rawLength, "mask `\(mask)`: raw `\(raw)` longer than \(formatter.rawLength)")
    let rebuilt = formatter.applyFormat(to: raw)
    require(rebuilt == formatted, "mask `\(mask)`: `\(formatted)` → raw `\(raw)` → `\(rebuilt)`")
    let length = formatted.count
    for caret in -1...(formatter.rawLength + 1) {
        let position = formatter.formattedCaret(forRawCaret: caret)
        require((0...max(length, mask.count)).contains(position), "mask `\(mask)`: raw caret \(caret) → \(position)")
    }
    for caret in -1...(length + 1) {
        let position = formatter.rawCaret(forFormattedCaret: caret)
        require((0...formatter.rawLength).contains(position), "mask `\(mask)`: caret \(caret) → raw \(position)")
    }
    return 0
}
