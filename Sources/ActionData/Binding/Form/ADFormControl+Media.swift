import Foundation

/// The state of the controls that show media or styled text: image views, web views and
/// labels.
extension ADFormControl {
    /// The bytes of an image view's PNG, JPEG or GIF image, or `nil` for none and for other
    /// controls.
    public var imageData: Data? {
        control.imageView?.imageData
    }

    /// Whether an image view lets the user choose its image
    /// (``ADFormModel/chooseImage(_:for:)``).
    public var acceptsChosenImage: Bool {
        control.imageView?.acceptsChosenImage ?? false
    }

    /// The page a web view loads, or `nil`.
    public var url: URL? {
        control.webView?.url
    }

    /// The HTML a web view shows, or `nil`.
    public var html: String? {
        control.webView?.html
    }

    /// What a label highlights in its text, and in which colours, or `nil`.
    public var highlight: ADTextHighlight? {
        control.label?.highlight
    }

    /// The matches of ``highlight`` in ``text``, as character ranges in order.
    public var highlights: [Range<Int>] {
        control.label?.highlights ?? []
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
