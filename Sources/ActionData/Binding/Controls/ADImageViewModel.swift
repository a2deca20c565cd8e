import Foundation

/// An image view: shows the PNG, JPEG or GIF image of its data path, given as data or as
/// base64 text (a `data:` URL prefix is accepted).
///
/// As the spec's `ADBoundImageView` it only shows: ``ADValidationRules/persist`` starts
/// `false`. Setting it to `true` makes the view DataBindSwift's *Image* field: the user (or
/// the app) sets the image with ``choose(_:)`` — a front end offers a file or photo chooser —
/// and the controller writes it back as base64 text, or as data when the record's field holds
/// data.
///
/// ```swift
/// let photo = ADImageViewModel(name: "photo", dataPath: "photo")
/// photo.validation.persist = true
/// try photo.choose(pngBytes)    // the record's photo on the next save
/// ```
public final class ADImageViewModel: ADEditableControlModel<Data?>, ADEditableBindable, ADTintedControl {
    /// The largest image ``choose(_:)`` accepts, in bytes. Default 1 MiB.
    public static let defaultMaximumImageSize = 1 << 20

    /// The largest image ``choose(_:)`` accepts, in bytes.
    public var maximumImageSize = ADImageViewModel.defaultMaximumImageSize
    /// The binding's `transitionAnimation`: how a front end that can animate shows a new image.
    public private(set) var transitionAnimation: ADTransitionAnimation?

    /// Creates an image view bound to `dataPath`; it shows and does not write until
    /// `validation.persist` is set.
    public init(name: String = "", dataPath: String = "") {
        super.init(named: name, dataPath: dataPath, value: nil)
        validation.persist = false
    }

    /// The image bytes to show, or `nil` for no image: the record's image, or the one chosen
    /// since it was shown.
    public var imageData: Data? { editedState }

    /// Whether the user may set the image: the view writes back and is enabled and visible.
    public var acceptsChosenImage: Bool { validation.persist && isEnabled && !isHidden }

    /// An image view.
    public var typed: ADControl { .imageView(self) }

    /// Shows an image; `NULL` and empty text show none.
    /// - Throws: ``ADConversionError`` for bad base64 or bytes that are not an image; the view
    ///   then shows none.
    public func display(_ value: ADValue) throws(ADConversionError) {
        show(nil)
        switch value {
        case .null: return
        case .string(let text) where text.isEmpty: return
        default: show(try value.asImageData())
        }
    }

    /// Sets the image the user chose, as an edit written back on the next save (or at once
    /// with ``ADEditableControlModel/liveUpdate``).
    ///
    /// - Throws: ``ADConversionError`` when `bytes` exceed ``maximumImageSize`` or are not a
    ///   PNG, JPEG or GIF image; the shown image is unchanged then.
    public func choose(_ bytes: Data) throws(ADConversionError) {
        guard bytes.count <= maximumImageSize else {
            throw ADConversionError(
                value: "\(bytes.count) bytes", target: "image",
                detail: "an image may have at most \(maximumImageSize) bytes")
        }
        guard ImageSignature.isKnownImage(bytes) else {
            throw ADConversionError(value: "\(bytes.count) bytes", target: "image", detail: "the bytes are not PNG, JPEG or GIF")
        }
        editedState = bytes
    }

    /// Removes the image, as an edit: the field becomes `NULL`.
    public func removeImage() { editedState = nil }

    /// The image as the record's field holds it: data when it holds data, base64 text
    /// otherwise. No image is empty text in a text field, `NULL` elsewhere.
    public func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        guard let bytes = editedState else { return kind == .string ? .string("") : .null }
        if kind == .data { return .data(bytes) }
        return .string(bytes.base64EncodedString())
    }
}

extension ADImageViewModel: BindingAttributeReceiver {
    func receiveAttributes(of binding: ADBindingExpression?, record: ADRecord) throws(ADEvaluationError) {
        transitionAnimation = try ADTransitionAnimation(binding: binding, record: record)
    }
}
