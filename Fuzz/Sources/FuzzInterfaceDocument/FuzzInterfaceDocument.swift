import ActionData
import ActionDataStoryboard
import Foundation
import FuzzDriver

/// Read an Interface Builder document, collect its bindings, lint it and build each bound
/// scene as a form with a binding controller: an error, never a trap. Bytes that are not
/// UTF-8 reach the reader too, which refuses them before Foundation's XML parser sees them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let document = try? ADInterfaceDocument(data: Data(fuzzBytes(data, size))) else { return 0 }
    _ = ADInterfaceBindingSet(document: document)
    _ = ADStoryboardLinter().lint(document, file: "fuzz.storyboard")
    for scene in document.boundScenes.prefix(4) {
        let form = document.makeForm(scene: scene)
        let controller = ADBindingController(root: form.root, record: ["name": "x", "quantity": 3, "flag": true])
        controller.updateBindings()
        _ = controller.lint()
    }
    return 0
}
