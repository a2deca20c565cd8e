import Foundation

/// The handler of an action. Transcribes `UIActionHandler` (UIKit `UIAction.h`; Doc:
/// uikit/uiactionhandler), iOS 13.0 — neither `@MainActor` nor `@Sendable`.
public typealias UIActionHandler = (UIAction) -> Void

/// An object representing a menu, action, or command. Transcribes `UIMenuElement` (UIKit
/// `UIMenuElement.h`, `NS_SWIFT_UI_ACTOR`), iOS 13.0; `init()` is unavailable.
@MainActor
open class UIMenuElement: NSObject {
    /// UIMenuElement.h `title`.
    open var title: String
    /// UIMenuElement.h `image`.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }

    /// UIMenuElement.h `UIMenuElementAttributes`, `UIMenuElement.Attributes` by UIKit.apinotes.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `UIMenuElementAttributesDisabled`.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// `UIMenuElementAttributesDestructive`.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// `UIMenuElementAttributesHidden`.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// UIMenuElement.h `UIMenuElementState`, `UIMenuElement.State` by UIKit.apinotes.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}

/// A menu element that performs its action in a closure. Transcribes `UIAction` (UIKit
/// `UIAction.h`, `NS_SWIFT_UI_ACTOR`), iOS 13.0.
@MainActor
open class UIAction: UIMenuElement {
    /// An action's identifier. Transcribes `UIActionIdentifier`
    /// (`NS_SWIFT_NAME(UIAction.Identifier)`, UIAction.h), iOS 13.0.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// UIAction.h `identifier`: the one given, or a generated unique one.
    public let identifier: UIAction.Identifier
    /// UIAction.h `discoverabilityTitle`.
    open var discoverabilityTitle: String?
    /// UIAction.h `attributes`.
    open var attributes: UIMenuElement.Attributes
    /// UIAction.h `state`.
    open var state: UIMenuElement.State
    /// UIAction.h `sender`, iOS 14.0: the object on whose behalf UIKit calls the handler.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    /// UIKit.swiftinterface `UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`
    /// (the iOS 13 form; the iOS 15 form adds a defaulted `subtitle:`).
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(title: title, image: image, identifier: identifier ?? Identifier(UUID().uuidString),
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
    }

    init(
        title: String, image: UIImage?, identifier: UIAction.Identifier, discoverabilityTitle: String?,
        attributes: UIMenuElement.Attributes, state: UIMenuElement.State, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// The `copy` UIKit makes when an action is stored in a `copy` property.
    func copied() -> UIAction {
        UIAction(title: title, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle,
                 attributes: attributes, state: state, handler: handler)
    }

    /// What UIKit does when the user triggers the action: sets ``sender`` and runs the handler.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

/// A container for grouping related menu elements. Transcribes `UIMenu` (UIKit `UIMenu.h`,
/// `NS_SWIFT_UI_ACTOR`), iOS 13.0 — declared only as a parameter type.
@MainActor
open class UIMenu: UIMenuElement {}
