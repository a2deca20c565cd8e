#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import UIKitStub

/// A form of a few bound views in a window, built in code as Interface Builder would build it.
@MainActor
final class BoundForm {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ADBoundViewController(nibName: nil, bundle: nil)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    init(_ views: [UIView]) {
        for (index, view) in views.enumerated() {
            view.frame = CGRect(x: 16, y: 40 + 50 * Double(index), width: 358, height: 40)
            root.addSubview(view)
        }
        controller.view = root
        window.addSubview(root)
    }

    /// Presents the form as UIKit does and fills it from `model`.
    func show<Model: Encodable>(_ model: Model) throws {
        controller.viewWillAppear(false)
        try controller.setDataModel(model)
        controller.viewDidAppear(false)
    }

    /// Types `text` over a live text field's text, as the user would, and sends the event.
    static func replaceText(of field: UITextField, with text: String) {
        field.text = text
        field.sendActions(for: .editingChanged)
    }
}
#endif
