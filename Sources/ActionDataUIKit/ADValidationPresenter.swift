#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif

/// How an ``ADBoundViewController`` shows validation messages: the hook an app sets
/// (``ADBoundViewController/validationPresenter``) to present them its own way.
///
/// The engine decides which control fails and with what message (each editable model's
/// `validationError`, set by Save, `updateRecord()`, a live edit or the end of editing, and
/// cleared when the control's value is written or the form is refilled). After each of those
/// the controller calls ``present(_:in:)`` once with the controls whose message changed.
///
/// ```swift
/// final class BannerPresenter: ADValidationPresenter {
///     func present(_ changes: [ADValidationMessageChange], in controller: ADBoundViewController) {
///         for change in changes { change.control.layer.borderWidth = change.message == nil ? 0 : 1 }
///     }
/// }
/// viewController.validationPresenter = BannerPresenter()
/// ```
@MainActor
public protocol ADValidationPresenter: AnyObject {
    /// Shows, replaces or removes the messages of the controls in `changes`, in layout order.
    func present(_ changes: [ADValidationMessageChange], in controller: ADBoundViewController)
}

/// A control whose validation message changed.
@MainActor
public struct ADValidationMessageChange {
    /// The bound view (an `ADBoundTextField` …).
    public let control: UIView
    /// The message to show, or `nil` when the control's value is valid again.
    public let message: String?
}
