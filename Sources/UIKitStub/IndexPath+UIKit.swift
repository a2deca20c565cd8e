import Foundation

/// The section and row of a table view position. Transcribes UIKit's additions to `IndexPath`:
/// the `NSIndexPath (UIKitAdditions)` category (UIKit `NSIndexPath+UIKitAdditions.h`), iOS 2.0,
/// as the UIKit overlay gives it to `IndexPath` — an initialiser and settable properties, not
/// main-actor isolated. Like UIKit, ``section`` and ``row`` trap on an index path of fewer than
/// two indexes.
extension IndexPath {
    /// NSIndexPath+UIKitAdditions.h `indexPathForRow:inSection:`, as the overlay's
    /// `init(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// NSIndexPath+UIKitAdditions.h `section`: the index at position 0.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// NSIndexPath+UIKitAdditions.h `row`: the index at position 1.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
