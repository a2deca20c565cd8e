import Foundation

/// A toolbar. Transcribes `UIToolbar` (UIKit `UIToolbar.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0.
@MainActor
open class UIToolbar: UIView {
    /// UIToolbar.h `items`; default `nil`; setting it is not animated.
    open var items: [UIBarButtonItem]?

    /// UIToolbar.h `setItems:animated:`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }
}

/// The abstract superclass of items on bars. Transcribes `UIBarItem` (UIKit `UIBarItem.h`,
/// `NS_SWIFT_UI_ACTOR`), iOS 2.0.
@MainActor
open class UIBarItem: NSObject {
    /// UIBarItem.h `init` (designated).
    public override init() {
        super.init()
    }

    /// UIBarItem.h `initWithCoder:` (designated).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// UIBarItem.h `enabled`; default `true`.
    open var isEnabled = true
    /// UIBarItem.h `title`; default `nil`.
    open var title: String?
    /// UIBarItem.h `image`; default `nil`.
    open var image: UIImage?
}

/// A button on a toolbar or navigation bar. Transcribes `UIBarButtonItem` (UIKit
/// `UIBarButtonItem.h`, `NS_SWIFT_UI_ACTOR`; closure initialisers from UIKit.swiftinterface),
/// iOS 2.0.
@MainActor
open class UIBarButtonItem: UIBarItem {
    private var storedPrimaryAction: UIAction?
    private var isFlexibleSpace = false

    /// UIBarButtonItem.h `init` (designated; `required` so `flexibleSpace() -> Self` can build
    /// the receiver's class, reference §1 rule 12).
    public required override init() {
        super.init()
    }

    /// UIBarButtonItem.h `initWithCoder:` (designated).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UIKit.swiftinterface `init(title:image:primaryAction:menu:)`, iOS 14.0. A non-nil
    /// `primaryAction` gives the item its title and image (see ``primaryAction``).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    /// UIBarButtonItem.h `+flexibleSpaceItem`, `flexibleSpace()` by UIKit.apinotes, iOS 14.0.
    open class func flexibleSpace() -> Self {
        let item = self.init()
        item.isFlexibleSpace = true
        return item
    }

    /// UIBarButtonItem.h `primaryAction`, iOS 14.0 (`copy`; Doc: uikit/uibarbuttonitem/primaryaction):
    /// the item stores a copy; a non-nil action replaces the item's title and image with the
    /// action's (not for system items); `nil` leaves them.
    open var primaryAction: UIAction? {
        get { storedPrimaryAction }
        set {
            storedPrimaryAction = newValue?.copied()
            guard let action = newValue, !isFlexibleSpace else { return }
            title = action.title
            image = action.image
        }
    }

    /// Test support, not UIKit: what UIKit does when the user taps the item — nothing when
    /// disabled, else runs the primary action with the item as sender.
    package func _simulateUserTap() {
        guard isEnabled, let primaryAction else { return }
        primaryAction.perform(sender: self)
    }
}
