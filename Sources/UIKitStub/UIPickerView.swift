import Foundation

/// A view that uses a spinning-wheel or slot-machine metaphor to show one or more sets of
/// values. Transcribes `UIPickerView` (UIKit `UIPickerView.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0.
///
/// Row and component counts are fetched from the data source and cached until
/// ``reloadAllComponents()``. ``selectRow(_:inComponent:animated:)`` does not call the
/// delegate; `pickerView(_:didSelectRow:inComponent:)` is the user-selection callback.
@MainActor
open class UIPickerView: UIView {
    private var rowCounts: [Int]?
    private var selectedRows: [Int: Int] = [:]

    /// UIPickerView.h `dataSource` (weak).
    open weak var dataSource: (any UIPickerViewDataSource)?

    /// UIPickerView.h `delegate` (weak).
    open weak var delegate: (any UIPickerViewDelegate)?

    /// UIPickerView.h `numberOfComponents` (cached).
    open var numberOfComponents: Int { counts.count }

    /// UIPickerView.h `numberOfRowsInComponent:` (cached).
    open func numberOfRows(inComponent component: Int) -> Int {
        counts.indices.contains(component) ? counts[component] : 0
    }

    /// UIPickerView.h `reloadAllComponents`: fetches the counts again.
    open func reloadAllComponents() {
        rowCounts = nil
        for (component, row) in selectedRows where row >= numberOfRows(inComponent: component) {
            selectedRows[component] = nil
        }
    }

    /// UIPickerView.h `selectRow:inComponent:animated:` (Doc).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard row >= 0, row < numberOfRows(inComponent: component) else { return }
        selectedRows[component] = row
    }

    /// UIPickerView.h `selectedRowInComponent:` (Doc): -1 when nothing is selected.
    open func selectedRow(inComponent component: Int) -> Int {
        selectedRows[component] ?? -1
    }

    private var counts: [Int] {
        if let rowCounts { return rowCounts }
        guard let dataSource else { return [] }
        let fetched = (0..<max(0, dataSource.numberOfComponents(in: self))).map {
            dataSource.pickerView(self, numberOfRowsInComponent: $0)
        }
        rowCounts = fetched
        return fetched
    }
}

/// The data source of a picker view. Transcribes `UIPickerViewDataSource` (UIKit
/// `UIPickerView.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0 — both requirements are required on iOS too.
@MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// UIPickerView.h `numberOfComponentsInPickerView:` (importer rule).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// UIPickerView.h `pickerView:numberOfRowsInComponent:`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The delegate of a picker view. Transcribes `UIPickerViewDelegate` (UIKit `UIPickerView.h`,
/// `NS_SWIFT_UI_ACTOR`), iOS 2.0.
///
/// Every requirement is `optional` on iOS; here the two the adapter implements are plain
/// requirements (reference §1 rule 4). The others are left out on purpose: implementing the
/// attributed-title or view form would make iOS use it instead of the title.
@MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// UIPickerView.h `pickerView:titleForRow:forComponent:`.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// UIPickerView.h `pickerView:didSelectRow:inComponent:` (Doc): the user selected a row.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}
