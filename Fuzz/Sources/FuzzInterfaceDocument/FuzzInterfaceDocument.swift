import ActionData
import ActionDataStoryboard
import Foundation
import FuzzDriver

/// Read an Interface Builder document and collect its bindings: an error, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let document = try? ADInterfaceDocument(data: Data(fuzzBytes(data, size))) else { return 0 }
    _ = ADInterfaceBindingSet(document: document)
    return 0
}
