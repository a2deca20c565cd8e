#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// A UIKit view that shows an engine model and reads the user's change back into it: how
/// an `ADBound…` view and a plain view a binding behavior bound share one rendering.
///
/// Each conformance is an extension of the plain UIKit class (`UISwitch` shows an
/// `ADSwitchModel`), so the bound subclass and the plain control show a model the same way.
@MainActor
protocol ModelShowingView: UIView {
    /// The engine model the control shows.
    associatedtype ShownModel: ADBindable
    /// Copies what Interface Builder set on the control itself (a slider's range) into `model`.
    func prepare(_ model: ShownModel)
    /// Shows `model`'s value and colours; visibility is the caller's.
    func show(_ model: ShownModel)
    /// Writes the value the user set into `model`.
    func read(into model: ShownModel)
}

extension ModelShowingView {
    func prepare(_ model: ShownModel) {}
}
