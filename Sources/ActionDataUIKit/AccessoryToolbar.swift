#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// The toolbar over the keyboard or picker, built from the engine's accessory buttons.
extension ADBoundViewController {
    /// Puts the toolbar for `view` over its keyboard: the engine's buttons for it (Cancel,
    /// Previous, Next, Done), with a picker's title between them; none when the engine gives no
    /// button.
    func installAccessoryToolbar(on view: any BoundTextEntryView) {
        let buttons = bindingController.accessoryButtons(for: view.entry)
        accessoryItems = [:]
        guard !buttons.isEmpty else {
            view.setAccessoryToolbar(nil)
            return
        }
        var leading: [UIBarButtonItem] = []
        var trailing: [UIBarButtonItem] = []
        for button in buttons {
            let kind = button.kind
            // The item takes its title and image from the action (UIBarButtonItem.primaryAction).
            let action = UIAction(title: button.text, image: image(for: kind)) { [weak self] _ in
                self?.accessoryButtonTapped(kind)
            }
            let item = UIBarButtonItem(primaryAction: action)
            item.isEnabled = button.isEnabled
            accessoryItems[kind] = item
            if kind == .done { trailing.append(item) } else { leading.append(item) }
        }
        var items = leading + [UIBarButtonItem.flexibleSpace()]
        if let picker = view.entry as? ADTextPickerModel, !picker.title.isEmpty {
            let title = UIBarButtonItem(title: picker.title)
            title.isEnabled = false
            items += [title, UIBarButtonItem.flexibleSpace()]
        }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: view.view.bounds.width, height: 44))
        toolbar.items = items + trailing
        toolbar.sizeToFit()
        view.setAccessoryToolbar(toolbar)
    }

    /// Enables Previous and Next as the engine says now: a live update may have hidden or
    /// disabled the neighbours.
    func refreshAccessoryButtons() {
        guard let focused = bindingController.focusedControl, !accessoryItems.isEmpty else { return }
        for button in bindingController.accessoryButtons(for: focused) {
            accessoryItems[button.kind]?.isEnabled = button.isEnabled
        }
    }
}
