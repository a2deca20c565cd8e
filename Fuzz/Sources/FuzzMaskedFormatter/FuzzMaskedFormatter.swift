import ActionData
import FuzzDriver

/// The characters of `formatted` that stand in the mask's slots, without space padding (a `_`
/// slot keeps spaces: it accepts them). Uses the rule of the format characters (`#0Xx*_`, `\\`
/// escapes), not the formatter's own parser; `nil` when a combining mark in the mask merged
/// two positions into one character.
func acceptedCharacters(_ formatted: String, mask: String) -> String? {
    var slots: [Character?] = []
    var escaping = false
    for character in mask {
        if escaping {
            slots.append(nil)
            escaping = false
        } else if character == "\\" {
            escaping = true
        } else {
            slots.append("#0Xx*_".contains(character) ? character : nil)
        }
    }
    if escaping { slots.append(nil) }
    guard slots.count == formatted.count else { return nil }
    var result = ""
    for (character, slot) in zip(formatted, slots) {
        guard let slot, character != " " || slot == "_" else { continue }
        result.append(character)
    }
    return result
}

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
    // removeFormat keeps every character applyFormat accepted into a slot, and only those.
    let raw = formatter.removeFormat(from: formatted)
    let accepted = acceptedCharacters(formatted, mask: mask) ?? raw
    require(raw == accepted, "mask `\(mask)`: `\(input)` → `\(formatted)` → raw `\(raw)`, accepted `\(accepted)`")
    require(formatter.applyFormat(to: raw).count == formatted.count, "mask `\(mask)`: raw `\(raw)` formats to another length")
    let length = formatted.count
    for caret in -1...(formatter.rawLength + 1) {
        let position = formatter.formattedCaret(forRawCaret: caret)
        require((0...max(length, mask.count)).contains(position), "mask `\(mask)`: raw caret \(caret) → \(position)")
    }
    for caret in -1...(length + 1) {
        let position = formatter.rawCaret(forFormattedCaret: caret)
        require((0...formatter.rawLength).contains(position), "mask `\(mask)`: caret \(caret) → raw \(position)")
    }
    checkEdits(mask: mask, shown: formatted, input: input, seed: size)
    return 0
}

/// The boundary the page's WebAssembly module and the server share: the input pasted, typed
/// or deleted at offsets derived from the input's size, each answer either refused at a caret
/// inside the text, or a text the mask gives again with its caret inside it.
func checkEdits(mask: String, shown: String, input: String, seed: Int) {
    let length = shown.utf16.count
    let ranges = [(0, length), (seed % (length + 2), seed % (length + 2)), (length / 2, length / 2 + 1), (seed % 3, length + 1)]
    for (start, end) in ranges {
        for replacement in [input, "", String(input.prefix(1))] {
            let request = ADMaskedEditRequest(mask: mask, text: shown, start: start, end: end, replacement: replacement)
            switch request.answer() {
            case .applied(let edit):
                require(edit.utf16Caret <= edit.text.utf16.count, "mask `\(mask)`: edit of `\(shown)` puts the caret past the text")
                let formatter = ADMaskedStringFormatter(formatString: mask)
                require(formatter.removeFormat(from: edit.text) == edit.raw, "mask `\(mask)`: edit of `\(shown)` → `\(edit.text)` loses raw `\(edit.raw)`")
            case .refused(let caret):
                require(caret <= length, "mask `\(mask)`: a refused edit of `\(shown)` puts the caret at \(caret)")
            case .rejected:
                require(end < start || replacement.utf16.count > ADMaskedEditRequest.maximumReplacementLength
                    || mask.utf16.count > ADMaskedEditRequest.maximumMaskLength
                    || length > ADMaskedEditRequest.maximumTextLength, "mask `\(mask)`: an edit of `\(shown)` in range is rejected")
            }
        }
    }
}
