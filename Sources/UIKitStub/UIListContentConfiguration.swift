import Foundation

/// The requirements for a view's content configuration. Transcribes `UIContentConfiguration`
/// (UIKit `UIContentConfiguration.h`, refined by the UIKit overlay), iOS 14.0, not main-actor
/// isolated. Its requirements (`makeContentView()`, `updated(for:)`) are left out: no adapter
/// conforms a type to it; the adapters set ``UIListContentConfiguration``.
public protocol UIContentConfiguration {}

/// The content of a list cell: its text. Transcribes `UIListContentConfiguration` (UIKit
/// `UIListContentConfiguration.h`, imported as a struct by the UIKit overlay), iOS 14.0, not
/// main-actor isolated; of its properties only `text` is transcribed.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// UIListContentConfiguration.h `text`; default `nil`.
    public var text: String?

    /// The stub's configuration of a cell of the default style, as
    /// `UITableViewCell.defaultContentConfiguration()` returns it.
    init() {}
}
