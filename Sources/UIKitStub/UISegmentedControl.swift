import Foundation

/// A horizontal control of multiple segments. Transcribes `UISegmentedControl` (UIKit
/// `UISegmentedControl.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0.
///
/// `selectedSegmentIndex` is ``noSegment`` until a segment is chosen; `.valueChanged` is sent
/// when the user changes the selection, not when code sets it (Doc:
/// uikit/uisegmentedcontrol/selectedsegmentindex).
@MainActor
open class UISegmentedControl: UIControl {
    private var titles: [String?] = []
    private var storedSelection = UISegmentedControl.noSegment

    /// UISegmentedControl.h `UISegmentedControlNoSegment`, `noSegment` by UIKit.apinotes (Doc:
    /// uikit/uisegmentedcontrol/nosegment).
    nonisolated public static let noSegment = -1

    /// UISegmentedControl.h `selectedSegmentIndex`; -1 clears the selection.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set { storedSelection = titles.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment }
    }

    /// UISegmentedControl.h `numberOfSegments`.
    open var numberOfSegments: Int { titles.count }

    /// UISegmentedControl.h `insertSegmentWithTitle:atIndex:animated:`; the index is pinned to
    /// 0…numberOfSegments.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), titles.count)
        titles.insert(title, at: index)
        if storedSelection >= index { storedSelection += 1 }
    }

    /// UISegmentedControl.h `removeAllSegments`.
    open func removeAllSegments() {
        titles = []
        storedSelection = UISegmentedControl.noSegment
    }

    /// UISegmentedControl.h `setTitle:forSegmentAtIndex:`: the index "must be
    /// 0..#segments - 1 (or ignored)".
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }

    /// UISegmentedControl.h `titleForSegmentAtIndex:`.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// UISegmentedControl.h `selectedSegmentTintColor`, iOS 13.0.
    open var selectedSegmentTintColor: UIColor?
}
