#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData
import ActionDataStoryboard

/// AKABeacon's binding properties on every view, as Interface Builder sets them: a *User
/// Defined Runtime Attribute* (or the attributes inspector) sets `textBinding_aka` … by
/// key-value coding when the storyboard loads, on a plain `UILabel` as on an ``ADBoundLabel``.
///
/// ```swift
/// nameLabel.textBinding_aka = #"fullName { textForUndefinedValue: "(name missing)" }"#
/// AKABindingBehavior.addToViewController(self)
/// ```
///
/// The texts are kept with the view (an associated object) and parsed when an
/// ``AKABindingBehavior`` finds the view, or at once by a bound view that reads one itself
/// (a bound label's `fontBinding_aka`).
extension UIView {
    /// The binding of the text a label, text field or text view shows (AKABeacon's text binding).
    @IBInspectable public var textBinding_aka: String? {
        get { akaBinding("textBinding_aka") }
        set { setAKABinding(newValue, for: "textBinding_aka") }
    }

    /// The binding of a slider's, stepper's, segmented control's or picker's value.
    @IBInspectable public var valueBinding_aka: String? {
        get { akaBinding("valueBinding_aka") }
        set { setAKABinding(newValue, for: "valueBinding_aka") }
    }

    /// The binding of the image an image view shows.
    @IBInspectable public var imageBinding_aka: String? {
        get { akaBinding("imageBinding_aka") }
        set { setAKABinding(newValue, for: "imageBinding_aka") }
    }

    /// The binding of a switch's state.
    @IBInspectable public var stateBinding_aka: String? {
        get { akaBinding("stateBinding_aka") }
        set { setAKABinding(newValue, for: "stateBinding_aka") }
    }

    /// The binding of a switch's state, under AKABeacon's other name for it.
    @IBInspectable public var boolBinding_aka: String? {
        get { akaBinding("boolBinding_aka") }
        set { setAKABinding(newValue, for: "boolBinding_aka") }
    }

    /// The binding of the row a picker view selects, with its choices.
    @IBInspectable public var pickerBinding_aka: String? {
        get { akaBinding("pickerBinding_aka") }
        set { setAKABinding(newValue, for: "pickerBinding_aka") }
    }

    /// The binding of the date a date picker selects.
    @IBInspectable public var datePickerBinding_aka: String? {
        get { akaBinding("datePickerBinding_aka") }
        set { setAKABinding(newValue, for: "datePickerBinding_aka") }
    }

    /// The binding of the view's colours (`textColor`, `backgroundColor`, …).
    @IBInspectable public var styleBinding_aka: String? {
        get { akaBinding("styleBinding_aka") }
        set { setAKABinding(newValue, for: "styleBinding_aka") }
    }

    /// The binding of the font of a label, text field or text view.
    @IBInspectable public var fontBinding_aka: String? {
        get { akaBinding("fontBinding_aka") }
        set { setAKABinding(newValue, for: "fontBinding_aka") }
    }

    /// The binding of a table view's rows.
    @IBInspectable public var dataSourceBinding_aka: String? {
        get { akaBinding("dataSourceBinding_aka") }
        set { setAKABinding(newValue, for: "dataSourceBinding_aka") }
    }

    /// The condition under which the view is enabled.
    @IBInspectable public var enabledBinding_aka: String? {
        get { akaBinding("enabledBinding_aka") }
        set { setAKABinding(newValue, for: "enabledBinding_aka") }
    }

    /// The condition under which the view is hidden.
    @IBInspectable public var hiddenBinding_aka: String? {
        get { akaBinding("hiddenBinding_aka") }
        set { setAKABinding(newValue, for: "hiddenBinding_aka") }
    }

    /// The binding texts set on the view as the runtime attributes Interface Builder would have
    /// written, in the order above.
    var akaBindings: [ADRuntimeAttribute] {
        guard let texts = AKABindingTexts.of(self) else { return [] }
        return AKABindingTexts.keyPaths.compactMap { keyPath in
            texts.sources[keyPath].map { ADRuntimeAttribute(keyPath: keyPath, value: .string($0)) }
        }
    }

    private func akaBinding(_ keyPath: String) -> String? {
        AKABindingTexts.of(self)?.sources[keyPath]
    }

    private func setAKABinding(_ source: String?, for keyPath: String) {
        AKABindingTexts.of(self, creating: source != nil)?.sources[keyPath] = source
        (self as? any AKABindingReceiver)?.akaBindingDidChange(keyPath, to: source ?? "")
    }
}

/// A view that applies some AKABeacon bindings itself as soon as they are set (a bound label
/// parses its `fontBinding_aka` into its model), rather than waiting for a binding behavior.
@MainActor
protocol AKABindingReceiver: UIView {
    /// Takes the new text of the binding `keyPath`; empty when it was removed.
    func akaBindingDidChange(_ keyPath: String, to source: String)
}

/// The AKABeacon binding texts kept with one view.
@MainActor
private final class AKABindingTexts {
    /// Every binding property `UIView` declares, in the order bindings are read.
    static let keyPaths = [
        "textBinding_aka", "valueBinding_aka", "imageBinding_aka", "stateBinding_aka", "boolBinding_aka", "pickerBinding_aka",
        "datePickerBinding_aka", "styleBinding_aka", "fontBinding_aka", "dataSourceBinding_aka", "enabledBinding_aka",
        "hiddenBinding_aka",
    ]

    /// The key the texts are associated under: the address of this class, unique and stable.
    private static var key: UnsafeRawPointer { unsafeBitCast(AKABindingTexts.self as AnyObject.Type, to: UnsafeRawPointer.self) }

    var sources: [String: String] = [:]

    /// The texts of `view`, made and attached when `creating` and there are none yet.
    static func of(_ view: UIView, creating: Bool = false) -> AKABindingTexts? {
        if let texts = objc_getAssociatedObject(view, key) as? AKABindingTexts { return texts }
        guard creating else { return nil }
        let texts = AKABindingTexts()
        objc_setAssociatedObject(view, key, texts, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return texts
    }
}
