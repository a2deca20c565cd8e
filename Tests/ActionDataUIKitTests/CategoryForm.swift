import ActionData
@testable import ActionDataUIKit
import Foundation
import UIKitStub

/// The spec's Category model, with a phone number for the masked field.
struct Category: Codable, Equatable {
    var id = 1
    var name = "Swift File"
    var description = "A file containing swift source code."
    var highlightColor = "#FF0000"
    var labelColor = "orange"
    var use = "local"
    var percentage = 60
    var quantity = 1000
    var enabled = true
    var icon = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).base64EncodedString()
    var url = "https://developer.apple.com/documentation/webkit/wkwebview"
    var phone = ""
}

/// A Category form built in code as Interface Builder would build it, inside a window, with a
/// 34-point home indicator.
@MainActor
final class CategoryForm {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ADBoundViewController(nibName: nil, bundle: nil)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    let name = ADBoundTextField(frame: CGRect(x: 16, y: 40, width: 358, height: 30))
    let summary = ADBoundLabel(frame: CGRect(x: 16, y: 80, width: 358, height: 21))
    let enabled = ADBoundSwitch(frame: CGRect(x: 16, y: 110, width: 51, height: 31))
    let details = ADBoundTextView(frame: CGRect(x: 16, y: 150, width: 358, height: 80))
    let quantity = ADBoundTextField(frame: CGRect(x: 16, y: 240, width: 358, height: 30))
    let stepper = ADBoundStepper(frame: CGRect(x: 16, y: 280, width: 94, height: 29))
    let stock = ADBoundLabel(frame: CGRect(x: 120, y: 280, width: 254, height: 21))
    let percentage = ADBoundSlider(frame: CGRect(x: 16, y: 320, width: 358, height: 30))
    let progress = ADBoundProgressView(frame: CGRect(x: 16, y: 360, width: 358, height: 4))
    let use = ADBoundSegmentedControl(frame: CGRect(x: 16, y: 380, width: 358, height: 32))
    let icon = ADBoundImageView(frame: CGRect(x: 16, y: 420, width: 64, height: 64))
    let web = ADBoundWebView(frame: CGRect(x: 16, y: 500, width: 358, height: 100))
    let labelColor = ADBoundTextPicker(frame: CGRect(x: 16, y: 610, width: 358, height: 30))
    let phone = ADBoundTextField(frame: CGRect(x: 16, y: 760, width: 358, height: 30))

    init() {
        name.dataPath = "name"
        name.liveUpdate = true
        name.showPrevNextButtons = true
        name.showDoneButton = true
        summary.dataPath = "'Category: ' + name"
        summary.colorPath = "highlightColor"
        enabled.dataPath = "enabled"
        enabled.liveUpdate = true
        details.dataPath = "description"
        details.enabledPath = "enabled"
        details.showPrevNextButtons = true
        quantity.dataPath = "quantity"
        quantity.formatType = "number"
        quantity.formatPattern = "#,##0"
        quantity.showPrevNextButtons = true
        stepper.dataPath = "quantity"
        stepper.liveUpdate = true
        stepper.maximumValue = 5000
        stock.dataPath = "compare(quantity > 10, 'quantity good', 'order more product')"
        percentage.dataPath = "percentage"
        percentage.liveUpdate = true
        percentage.maximumValue = 100
        percentage.thumbColorPath = "highlightColor"
        progress.dataPath = "percentage"
        progress.maxValue = 100
        use.dataPath = "use"
        use.byTitle = true
        use.liveUpdate = true
        use.insertSegment(withTitle: "local", at: 0, animated: false)
        use.insertSegment(withTitle: "web", at: 1, animated: false)
        icon.dataPath = "icon"
        web.dataPath = "url"
        labelColor.dataPath = "labelColor"
        labelColor.title = "Label Colour"
        labelColor.optionValues = "none, red, orange, yellow, green, blue, indigo, violet"
        labelColor.liveUpdate = true
        labelColor.showPrevNextButtons = true
        phone.dataPath = "phone"
        phone.formatType = "masked"
        phone.formatPattern = "(###) ###-####"
        phone.liveUpdate = true
        phone.showPrevNextButtons = true
        phone.hiddenPath = "use = 'web'"

        for view: UIView in [name, summary, enabled, details, quantity, stepper, stock, percentage, progress, use, icon, web,
                             labelColor, phone] {
            scrollView.addSubview(view)
        }
        scrollView.contentSize = CGSize(width: 390, height: 1200)
        scrollView._simulateSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        controller.view = scrollView
        window.addSubview(scrollView)
    }

    /// Presents the form as UIKit does and fills it.
    func show(_ category: Category = Category()) throws {
        controller.viewWillAppear(false)
        try controller.setDataModel(category)
        controller.viewDidAppear(false)
    }

    /// The accessory toolbar over the focused control's keyboard, by title.
    func toolbarItem(_ title: String, of view: UIResponder) -> UIBarButtonItem? {
        (view.inputAccessoryView as? UIToolbar)?.items?.first { $0.title == title }
    }

    /// The caret of a text field, in UTF-16 code units.
    static func caret(of field: UITextField) -> Int? {
        field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) }
    }

    /// Moves the caret of `field` as the user would by tapping.
    static func placeCaret(in field: UITextField, at offset: Int, length: Int = 0) {
        guard let start = field.position(from: field.beginningOfDocument, offset: offset),
              let end = field.position(from: start, offset: length) else { return }
        field.selectedTextRange = field.textRange(from: start, to: end)
    }

    /// Types `text` key by key at the caret, as UIKit does: asks the delegate, and applies the
    /// edit itself (sending `.editingChanged`) only when the delegate agrees.
    static func type(_ text: String, into field: UITextField) {
        for character in text { replaceSelection(of: field, with: String(character)) }
    }

    /// Deletes backwards once at the caret, or the selection.
    static func deleteBackward(in field: UITextField) {
        guard let selection = field.selectedTextRange, let start = caret(of: field) else { return }
        if selection.isEmpty {
            guard start > 0 else { return }
            placeCaret(in: field, at: start - 1, length: 1)
        }
        replaceSelection(of: field, with: "")
    }

    /// Deletes forwards once at the caret (a hardware keyboard's forward delete), or the
    /// selection: UIKit asks the delegate for the character after the caret with the caret
    /// where it is.
    static func deleteForward(in field: UITextField) {
        guard let selection = field.selectedTextRange, let start = caret(of: field) else { return }
        guard selection.isEmpty else { return replaceSelection(of: field, with: "") }
        let text = (field.text ?? "") as NSString
        guard start < text.length else { return }
        let range = text.rangeOfComposedCharacterSequence(at: start)
        guard field.delegate?.textField(field, shouldChangeCharactersIn: range, replacementString: "") ?? true else { return }
        field.text = text.replacingCharacters(in: range, with: "")
        placeCaret(in: field, at: start)
        field.sendActions(for: .editingChanged)
    }

    /// A paste, a drop, an autocorrection or a cut (`replacement` empty): the selection is
    /// replaced as one edit the delegate is asked about.
    static func replaceSelection(of field: UITextField, with replacement: String) {
        guard let selection = field.selectedTextRange else { return }
        let start = field.offset(from: field.beginningOfDocument, to: selection.start)
        let length = field.offset(from: selection.start, to: selection.end)
        let range = NSRange(location: start, length: length)
        guard field.delegate?.textField(field, shouldChangeCharactersIn: range, replacementString: replacement) ?? true else {
            return
        }
        let text = (field.text ?? "") as NSString
        field.text = text.replacingCharacters(in: range, with: replacement)
        placeCaret(in: field, at: start + (replacement as NSString).length)
        field.sendActions(for: .editingChanged)
    }
}

extension UIColor {
    /// The colour as 8-bit hex, to compare with the model's colours.
    var hex: String {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let channels = [red, green, blue].map { Int(($0 * 255).rounded()) }
        return "#" + channels.map { String(format: "%02X", $0) }.joined()
    }
}
