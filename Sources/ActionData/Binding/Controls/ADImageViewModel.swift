import Foundation

/// An image view: shows the PNG, JPEG or GIF image of its data path, given as data or as
/// base64 text (a `data:` URL prefix is accepted).
public final class ADImageViewModel: ADControlModel, ADBindable {
    /// The image bytes to show, or `nil` for no image.
    public private(set) var imageData: Data?
    /// The binding's `transitionAnimation`: how a front end that can animate shows a new image.
    public private(set) var transitionAnimation: ADTransitionAnimation?

    /// Creates an image view bound to `dataPath`.
    public init(name: String = "", dataPath: String = "") {
        super.init(named: name, dataPath: dataPath)
    }

    /// The spec's `colorPath`: the tint.
    public var colorPath: String {
        get { colorPath(for: .tint) }
        set { setColorPath(newValue, for: .tint) }
    }

    /// The tint `colorPath` gave.
    public var tintColor: ADColor? { colors[.tint] }

    /// An image view.
    public var typed: ADControl { .imageView(self) }

    /// Shows an image; `NULL` and empty text show none.
    /// - Throws: ``ADConversionError`` for bad base64 or bytes that are not an image.
    public func display(_ value: ADValue) throws(ADConversionError) {
        imageData = nil
        switch value {
        case .null: return
        case .string(let text) where text.isEmpty: return
        default: imageData = try value.asImageData()
        }
    }
}

extension ADImageViewModel: BindingAttributeReceiver {
    func receiveAttributes(of binding: ADBindingExpression?, record: ADRecord) throws(ADEvaluationError) {
        transitionAnimation = try ADTransitionAnimation(binding: binding, record: record)
    }
}
