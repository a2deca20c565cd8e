#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

extension UISegmentedControl: ModelShowingView {
    /// Takes Interface Builder's segment titles when the control has segments.
    func prepare(_ model: ADSegmentedControlModel) {
        guard numberOfSegments > 0 else { return }
        model.segmentTitles = shownTitles
    }

    func show(_ model: ADSegmentedControlModel) {
        showSegments(model.segmentTitles)
        selectedSegmentIndex = model.selectedSegment ?? UISegmentedControl.noSegment
        selectedSegmentTintColor = UIColor.bound(model.tintColor)
    }

    func read(into model: ADSegmentedControlModel) {
        model.selectedSegment = selectedSegmentIndex == UISegmentedControl.noSegment ? nil : selectedSegmentIndex
    }

    /// The segments' titles; an image segment's is empty.
    private var shownTitles: [String] {
        (0..<numberOfSegments).map { titleForSegment(at: $0) ?? "" }
    }

    /// Retitles the segments to `titles`, or replaces them when their number differs.
    private func showSegments(_ titles: [String]) {
        let shown = shownTitles
        guard titles != shown else { return }
        if titles.count == shown.count {
            for (index, title) in titles.enumerated() where title != shown[index] {
                setTitle(title, forSegmentAt: index)
            }
        } else {
            removeAllSegments()
            for (index, title) in titles.enumerated() {
                insertSegment(withTitle: title, at: index, animated: false)
            }
        }
    }
}
