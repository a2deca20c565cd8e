#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif

import ActionData
import ActionDataUIKit

/// Passes the engine's fill and set hooks to a `DataBindViewDelegate`, with components for
/// controls and JSON elements for values.
@MainActor
final class DelegateBridge: @preconcurrency ADBindingDelegate {
    weak var view: DataBindView?

    init(view: DataBindView) {
        self.view = view
    }

    func willFill(_ control: any ADBindable, value: ADValue) -> ADHookDecision {
        guard let view, let delegate = view.delegate, let component = view.component(showing: control) else { return .use(value) }
        return Self.decision(delegate.willFill(component: component, value: value.jsonObject), else: value)
    }

    func didFill(_ control: any ADBindable, value: ADValue) {
        guard let view, let delegate = view.delegate, let component = view.component(showing: control) else { return }
        delegate.didFill(component: component, value: value.jsonObject)
    }

    func willSet(_ control: any ADEditableBindable, value: ADValue, at path: ADFieldPath) -> ADHookDecision {
        guard let view, let delegate = view.delegate, let component = view.component(showing: control) else { return .use(value) }
        return Self.decision(delegate.willSet(component: component, value: value.jsonObject), else: value)
    }

    func didSet(_ control: any ADEditableBindable, value: ADValue, at path: ADFieldPath) {
        guard let view, let delegate = view.delegate, let component = view.component(showing: control) else { return }
        delegate.didSet(component: component, value: value.jsonObject)
    }

    func didFillAllComponents(_ record: ADRecord) {
        guard let view, let delegate = view.delegate else { return }
        delegate.didFillAllComponents(JSON: view.json(of: record))
    }

    /// The delegate's answer as the engine's: `nil` skips; a value that is no JSON element
    /// (a view, a closure) cannot be stored, and `original` is used as if it were returned.
    private static func decision(_ answer: Any?, else original: ADValue) -> ADHookDecision {
        guard let answer else { return .skip }
        do {
            return .use(try ADRecord(jsonObject: ["value": answer])["value"] ?? original)
        } catch {
            return .use(original)
        }
    }
}
