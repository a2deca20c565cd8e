// The page's WebAssembly module: the text-entry core's masks, called from page.js through
// a small C ABI. Strings cross as UTF-8 in the module's memory (allocated and freed by the
// module); an answer stays in the module until the next call (its bytes, length and caret).
//
// Each export is named once, here, by `@_expose(wasm, "…")`: Wasm/build exports exactly these,
// and EngineModuleTests checks that the built module and page.js use these names and no others.

nonisolated(unsafe) var resultBytes: [UInt8] = []
nonisolated(unsafe) var resultCaret: Int32 = 0

func bytes(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> UnsafeBufferPointer<UInt8> {
    guard let pointer, length > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
    return UnsafeBufferPointer(start: pointer, count: Int(length))
}

func keep(_ text: String, caret: Int) {
    resultBytes = Array(text.utf8)
    resultCaret = Int32(truncatingIfNeeded: caret)
}

/// Memory for `size` bytes, for page.js to write a string into; `nil` when none is left.
@_expose(wasm, "ad_alloc")
func allocate(_ size: Int32) -> UnsafeMutableRawPointer? {
    guard size >= 0 else { return nil }
    return UnsafeMutableRawPointer.allocate(byteCount: Int(max(size, 1)), alignment: 16)
}

/// Frees what ``allocate(_:)`` gave.
@_expose(wasm, "ad_free")
func release(_ pointer: UnsafeMutableRawPointer?) {
    pointer?.deallocate()
}

/// Applies an edit of a masked field (``ADMaskedEditRequest``): 1 applied (the new text and its
/// UTF-16 caret are the result), 0 refused (the result is the unchanged text and the caret at
/// `start`), or minus the ``ADMaskedEditRejection`` code when the request is malformed.
@_expose(wasm, "ad_mask_edit")
func maskEdit(
    _ mask: UnsafePointer<UInt8>?, _ maskLength: Int32, _ text: UnsafePointer<UInt8>?, _ textLength: Int32,
    _ start: Int32, _ end: Int32, _ replacement: UnsafePointer<UInt8>?, _ replacementLength: Int32
) -> Int32 {
    let request = ADMaskedEditRequest(
        maskUTF8: bytes(mask, maskLength), textUTF8: bytes(text, textLength), start: Int(start), end: Int(end),
        replacementUTF8: bytes(replacement, replacementLength))
    return answer(request)
}

/// Applies one kind of input to a masked field (``ADMaskedEditRequest`` with the
/// ``ADTextInputKind`` that the browser's `inputType` names): answers as `ad_mask_edit`, and
/// minus ``ADMaskedEditRejection/unknownInputType`` for an input type the engine does not apply.
@_expose(wasm, "ad_mask_input")
func maskInput(
    _ inputType: UnsafePointer<UInt8>?, _ inputTypeLength: Int32,
    _ mask: UnsafePointer<UInt8>?, _ maskLength: Int32, _ text: UnsafePointer<UInt8>?, _ textLength: Int32,
    _ start: Int32, _ end: Int32, _ replacement: UnsafePointer<UInt8>?, _ replacementLength: Int32
) -> Int32 {
    guard let kind = ADTextInputKind(inputType: String(decoding: bytes(inputType, inputTypeLength), as: UTF8.self)) else {
        keep("", caret: 0)
        return -Int32(ADMaskedEditRejection.unknownInputType.rawValue)
    }
    let request = ADMaskedEditRequest(
        maskUTF8: bytes(mask, maskLength), textUTF8: bytes(text, textLength), start: Int(start), end: Int(end),
        replacementUTF8: bytes(replacement, replacementLength), kind: kind)
    return answer(request)
}

/// Keeps `request`'s answer as the result and returns its status: 1 applied, 0 refused, or
/// minus the rejection's code.
func answer(_ request: ADMaskedEditRequest) -> Int32 {
    switch request.answer() {
    case .applied(let edit):
        keep(edit.text, caret: edit.utf16Caret)
        return 1
    case .refused(let caret):
        keep(request.text, caret: caret)
        return 0
    case .rejected(let reason):
        keep("", caret: 0)
        return -Int32(reason.rawValue)
    }
}

/// Applies the mask to a whole text (``ADMaskedStringFormatter/applyFormat(to:)``): the result
/// is the formatted text; 1 when the input filled the mask exactly, else 0.
@_expose(wasm, "ad_mask_format")
func maskFormat(_ mask: UnsafePointer<UInt8>?, _ maskLength: Int32, _ text: UnsafePointer<UInt8>?, _ textLength: Int32) -> Int32 {
    let formatter = ADMaskedStringFormatter(formatString: String(decoding: bytes(mask, maskLength), as: UTF8.self))
    keep(formatter.applyFormat(to: String(decoding: bytes(text, textLength), as: UTF8.self)), caret: 0)
    return formatter.validForLastInput ? 1 : 0
}

/// The raw value of a text (``ADMaskedStringFormatter/removeFormat(from:)``) as the result.
@_expose(wasm, "ad_mask_raw")
func maskRaw(_ mask: UnsafePointer<UInt8>?, _ maskLength: Int32, _ text: UnsafePointer<UInt8>?, _ textLength: Int32) -> Int32 {
    let formatter = ADMaskedStringFormatter(formatString: String(decoding: bytes(mask, maskLength), as: UTF8.self))
    keep(formatter.removeFormat(from: String(decoding: bytes(text, textLength), as: UTF8.self)), caret: 0)
    return 1
}

/// Where the last result's UTF-8 bytes are.
@_expose(wasm, "ad_result_pointer")
func resultPointer() -> UnsafeRawPointer? {
    resultBytes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
}

/// How many UTF-8 bytes the last result has.
@_expose(wasm, "ad_result_length")
func resultLength() -> Int32 {
    Int32(truncatingIfNeeded: resultBytes.count)
}

/// The last result's caret, in UTF-16 code units.
@_expose(wasm, "ad_result_caret")
func resultCaretOffset() -> Int32 {
    resultCaret
}
