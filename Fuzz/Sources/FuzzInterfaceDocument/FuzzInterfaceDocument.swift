import ActionData
import ActionDataStoryboard
import Foundation
import FuzzDriver

/// Read an Interface Builder document and collect its bindings: an error, never a trap.
///
/// Input that is not UTF-8 is skipped: FoundationXML's `XMLParser` traps on an element name
/// with invalid UTF-8 (Fuzz/Findings/storyboard-invalid-utf8-element.storyboard) before
/// ActionDataStoryboard sees it; remove the guard once `ADInterfaceDocument` rejects such data.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    guard String(validating: bytes, as: UTF8.self) != nil,
        let document = try? ADInterfaceDocument(data: Data(bytes))
    else { return 0 }
    _ = ADInterfaceBindingSet(document: document)
    return 0
}
