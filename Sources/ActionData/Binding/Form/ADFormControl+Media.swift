import Foundation

/// The state of the controls that show media or styled text: image views, web views and
/// labels.
extension ADFormControl {
    /// The bytes of an image view's PNG, JPEG or GIF image, or `nil` for none and for other
    /// controls.
    public var imageData: Data? {
        guard case .imageView(let image) = control else { return nil }
        return image.imageData
    }

    /// Whether an image view lets the user choose its image
    /// (``ADFormModel/chooseImage(_:for:)``).
    public var acceptsChosenImage: Bool {
        guard case .imageView(let image) = control else { return false }
        return image.acceptsChosenImage
    }

    /// The page a web view loads, or `nil`.
    public var url: URL? {
        guard case .webView(let web) = control else { return nil }
        return web.url
    }

    /// The HTML a web view shows, or `nil`.
    public var html: String? {
        guard case .webView(let web) = control else { return nil }
        return web.html
    }

    /// What a label highlights in its text, and in which colours, or `nil`.
    public var highlight: ADTextHighlight? {
        guard case .label(let label) = control else { return nil }
        return label.highlight
    }

    /// The matches of ``highlight`` in ``text``, as character ranges in order.
    public var highlights: [Range<Int>] {
        guard case .label(let label) = control else { return [] }
        return label.highlights
    }

    /// How a label or image view that can animate shows a new value, or `nil`.
    public var transitionAnimation: ADTransitionAnimation? {
        switch control {
        case .label(let label): label.transitionAnimation
        case .imageView(let image): image.transitionAnimation
        case .textField, .textView, .slider, .switch, .progressView, .stepper, .webView, .segmentedControl, .textPicker,
            .datePicker, .list, .custom:
            nil
        }
    }
}
