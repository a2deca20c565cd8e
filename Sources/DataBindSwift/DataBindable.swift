#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif

/// A component of a `DataBindView`: a `UITextField`, `UITextView`, `UIImageView`,
/// `UISlider`, `UISwitch` or `UILabel` (read only) subclass that says where in the JSON
/// its value goes. Interface Builder sets the variables as runtime attributes.
///
/// ```swift
/// final class DataBindTextField: UITextField, DataBindable {
///     @IBInspectable var fieldPath: String = ""
///     @IBInspectable var fieldType: String = "Text"
/// }
/// ```
///
/// Only `fieldPath` is needed; the others have defaults. `required`, `requiredError` and
/// `fieldTypeError` are checked by the engine as the form's validation (a required component
/// left empty, a number field holding text), with the error texts given here.
@MainActor
public protocol DataBindable: UIView {
    /// Where the value goes, as a dotted path: `vehicle.brand.car.model` is the field `model`
    /// of the object `car` of the object `brand` of the object `vehicle`.
    var fieldPath: String { get }
    /// How the value is cast: `Text`, `Number`, `Logic` or `Image`; empty takes the
    /// component's own kind of value.
    var fieldType: String { get }
    /// The message when the value does not cast to `fieldType`; `nil` for the engine's.
    var fieldTypeError: String? { get }
    /// Whether the component must be filled.
    var required: Bool { get }
    /// The message when a required component is empty; `nil` for the engine's.
    var requiredError: String? { get }
    /// Whether the value is written to the JSON; `false` only shows it.
    var persist: Bool { get }
}

extension DataBindable {
    /// Empty: the component's own kind of value.
    public var fieldType: String { "" }
    /// `nil`: the engine's message.
    public var fieldTypeError: String? { nil }
    /// `false`.
    public var required: Bool { false }
    /// `nil`: the engine's message.
    public var requiredError: String? { nil }
    /// `true`.
    public var persist: Bool { true }
}
