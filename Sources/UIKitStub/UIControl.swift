import Foundation

/// The base class for controls. Transcribes `UIControl` (UIKit `UIControl.h`,
/// `NS_SWIFT_UI_ACTOR`), iOS 2.0, with the closure-based action API of iOS 14.
@MainActor
open class UIControl: UIView {
    private var actions: [(action: UIAction, events: UIControl.Event)] = []

    /// UIControl.h `enabled`; default `true`.
    open var isEnabled = true

    /// UIControl.h `addAction:forControlEvents:`, iOS 14.0 (Doc: uikit/uicontrol/addaction(_:for:)):
    /// actions are keyed by identifier — adding one whose identifier is registered replaces the
    /// earlier one; one action may be added for several events.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actions[index].action = action
            actions[index].events.formUnion(controlEvents)
        } else {
            actions.append((action, controlEvents))
        }
    }

    /// UIControl.h `removeAction:forControlEvents:`, iOS 14.0.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        guard let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) else { return }
        actions[index].events.subtract(controlEvents)
        if actions[index].events.isEmpty { actions.remove(at: index) }
    }

    /// UIControl.h `sendActionsForControlEvents:` (Doc: uikit/uicontrol/sendactions(for:)):
    /// invokes every action registered for any of the given events, through ``sendAction(_:)``.
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action)
        }
    }

    /// UIControl.h `sendAction:`, iOS 14.0: runs the action with the control as its sender;
    /// subclasses may override it to suppress actions.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// UIControl.h `allControlEvents`: the events that have actions.
    open var allControlEvents: UIControl.Event {
        actions.reduce(into: UIControl.Event()) { $0.formUnion($1.events) }
    }
}

extension UIControl {
    /// UIControl.h `UIControlEvents`, `UIControl.Event` by UIKit.apinotes, iOS 2.0.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `UIControlEventTouchUpInside`.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// `UIControlEventValueChanged`.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// `UIControlEventPrimaryActionTriggered`, iOS 9.0.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// `UIControlEventEditingDidBegin`.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// `UIControlEventEditingChanged`.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// `UIControlEventEditingDidEnd`.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// `UIControlEventEditingDidEndOnExit`.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// `UIControlEventAllEditingEvents`.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// `UIControlEventAllEvents`.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
