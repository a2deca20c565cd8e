import ActionData
import Foundation

/// The state of one bound control as the page renders it: a `Sendable` value taken from the
/// control's model, encoded as JSON only at the HTTP edge.
public struct ADWebControlState: Sendable, Hashable {
    /// What the control shows, by kind.
    public enum Content: Sendable, Hashable {
        /// Text: labels, text fields, text views, and custom controls that show text.
        case text(String)
        /// A number in a range: sliders (`step` nil) and steppers.
        case number(value: Double, minimum: Double, maximum: Double, step: Double?)
        /// A switch.
        case onOff(Bool)
        /// A progress view: the value and the fraction of the range it fills.
        case progress(value: Double, fraction: Double)
        /// An image as a `data:` URL, or `nil` for none.
        case image(dataURL: String?)
        /// A web view: the page to load, or the HTML to show.
        case web(url: String?, html: String?)
        /// A segmented control's titles and selected index.
        case segments(titles: [String], selected: Int?)
        /// A text picker: the chosen text, the options and the picker's title.
        case picker(text: String, options: [String], title: String)
        /// A date picker: the date as `yyyy-MM-dd` (UTC), or `nil` for none, and the first and
        /// last days the binding's `minimumValue`/`maximumValue` allow (`nil` for no bound).
        case date(String?, minimum: String?, maximum: String?)
        /// A list: every row's text (sections one after another), each row's background from
        /// the cell style as `#RRGGBB[AA]` (`nil` for none), each row's cell layout (`nil` for
        /// the list's one layout), the sections the rows fall into, and the selected row's
        /// position in that sequence.
        case list(rows: [String], backgrounds: [String?], layouts: [String?], sections: [ADWebListSection], selected: Int?)
        /// A custom control that does not show text: only its common state is rendered.
        case none
    }

    /// The control's identifier in the page.
    public var id: String
    /// The kind the page renders.
    public var kind: ADWebControlKind
    /// Whether the control accepts input.
    public var isEnabled: Bool
    /// Whether the control is hidden.
    public var isHidden: Bool
    /// The colours its colour paths gave, as `#rrggbb[aa]` by role name.
    public var colors: [String: String]
    /// The font its document and font binding give, or `nil` for the page's own.
    public var font: ADWebFont?
    /// The validation message, or `nil`.
    public var error: String?
    /// What the control shows.
    public var content: Content
    /// The mask of a masked text field (`(###) ###-####`), whose keystrokes the page sends as
    /// ``ADWebEvent/Action/edit`` events; `nil` for other controls.
    public var inputMask: String?
    /// A label's highlighted matches (`textAttributeFormatter`); `nil` for other controls and
    /// labels without one.
    public var highlight: ADWebHighlight?
    /// How a label or image view shows a new value (`transitionAnimation`); `nil` for other
    /// controls and for none.
    public var transition: ADWebTransition?
    /// Where the control's asynchronous check stands (pending, valid, or refused with its
    /// message); `nil` when the control is not being checked.
    public var check: ADAsyncValidationState?
    /// Where the control's loaded options stand (loading, loaded, or failed with its message);
    /// `nil` when its options are not loaded (`ADWebForm.useOptionSources(_:)`). The options
    /// themselves are in ``content``.
    public var optionList: ADOptionListState?

    /// The state of `control`, identified in the page as `id`, with its asynchronous check's
    /// state `check` and its loaded options' state `optionList`.
    public init(
        of control: any ADBindable, id: String, check: ADAsyncValidationState? = nil, optionList: ADOptionListState? = nil
    ) {
        self.check = check
        self.optionList = optionList
        self.id = id
        kind = ADWebControlKind(of: control)
        isEnabled = control.isEnabled
        isHidden = control.isHidden
        colors = Dictionary(control.colors.map { ($0.key.rawValue, $0.value.hex) }) { first, _ in first }
        font = control.font.map(ADWebFont.init)
        error = (control as? any ADEditableBindable)?.validationError
        content = Self.content(of: control)
        if case .textField(let field) = control.typed, let format = field.formatting.displayFormat, format.type == .masked {
            inputMask = format.pattern
        }
        switch control.typed {
        case .label(let label):
            highlight = ADWebHighlight(of: label)
            transition = label.transitionAnimation.map(ADWebTransition.init)
        case .imageView(let image):
            transition = image.transitionAnimation.map(ADWebTransition.init)
        default:
            break
        }
    }

    /// The text when the content is text, else `nil`.
    public var text: String? {
        switch content {
        case .text(let text), .picker(let text, _, _): text
        case .number, .onOff, .progress, .image, .web, .segments, .date, .list, .none: nil
        }
    }

    /// A `data:` URL for image bytes, typed by their signature; `nil` for bytes that are not a
    /// PNG, JPEG or GIF image.
    static func dataURL(ofImage data: Data) -> String? {
        let type: String
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            type = "image/png"
        } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            type = "image/jpeg"
        } else if data.starts(with: Array("GIF8".utf8)) {
            type = "image/gif"
        } else {
            return nil
        }
        return "data:\(type);base64," + data.base64EncodedString()
    }

    /// The address a web view may load: `http` and `https` only, never `javascript:`, `file:`
    /// or `data:`.
    static func webAddress(_ url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return nil }
        return url.absoluteString
    }

    private static func content(of control: any ADBindable) -> Content {
        switch control.typed {
        case .label(let label): .text(label.text)
        case .textField(let field): .text(field.text)
        case .textView(let view): .text(view.text)
        case .slider(let slider):
            .number(value: slider.value, minimum: slider.minimumValue, maximum: slider.maximumValue, step: nil)
        case .stepper(let stepper):
            .number(value: stepper.value, minimum: stepper.minimumValue, maximum: stepper.maximumValue, step: stepper.stepValue)
        case .switch(let toggle): .onOff(toggle.isOn)
        case .progressView(let progress): .progress(value: progress.value, fraction: progress.progress)
        case .imageView(let image): .image(dataURL: image.imageData.flatMap(Self.dataURL(ofImage:)))
        case .webView(let web): .web(url: web.url.flatMap(Self.webAddress), html: web.html)
        case .segmentedControl(let segments): .segments(titles: segments.segmentTitles, selected: segments.selectedSegment)
        case .textPicker(let picker): .picker(text: picker.text, options: picker.optionList, title: picker.title)
        case .datePicker(let picker):
            .date(
                picker.date.map(ControlInput.dayText), minimum: picker.minimumDate.map(ControlInput.dayText),
                maximum: picker.maximumDate.map(ControlInput.dayText))
        case .list(let list):
            .list(
                rows: list.sections.flatMap { $0.rows.map(\.text) }, backgrounds: list.sections.flatMap { $0.rows.map { $0.backgroundColor?.hex } },
                layouts: list.sections.flatMap { $0.rows.map(\.cellLayout) },
                sections: list.sections.map { ADWebListSection(header: $0.headerTitle, footer: $0.footerTitle, rowCount: $0.rows.count) },
                selected: list.selectedIndex.flatMap(ControlInput.flatPosition(in: list)))
        case .custom(let custom): (custom as? any ADTextShowing).map { .text($0.text) } ?? .none
        }
    }
}
