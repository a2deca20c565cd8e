import Foundation

/// A row of a table view. Transcribes `UITableViewCell` (UIKit `UITableViewCell.h`,
/// `NS_SWIFT_UI_ACTOR`), iOS 2.0; the content configuration API from the UIKit overlay's
/// extension, iOS 14.0.
///
/// The stub lays nothing out: ``contentConfiguration`` and the inherited `backgroundColor` are
/// what a cell shows.
@MainActor
open class UITableViewCell: UIView {
    /// UITableViewCell.h `initWithStyle:reuseIdentifier:`, iOS 3.0 (designated).
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(storedContentView)
    }

    /// UITableViewCell.h `reuseIdentifier` (readonly, copy, nullable).
    public let reuseIdentifier: String?

    /// UITableViewCell.h `initWithCoder:` (designated). The stub decodes nothing.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(storedContentView)
    }

    private let storedContentView = UIView(frame: .zero)

    /// UITableViewCell.h `contentView` (readonly): the view the cell's content is added to.
    open var contentView: UIView { storedContentView }

    /// UITableViewCell.h `defaultContentConfiguration`, iOS 14.0: a configuration for the
    /// cell's style with nothing set.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }

    /// UITableViewCell.h `contentConfiguration`, iOS 14.0 (`copy`); default `nil`.
    open var contentConfiguration: (any UIContentConfiguration)?
}

extension UITableViewCell {
    /// UITableViewCell.h `UITableViewCellStyle`, `UITableViewCell.CellStyle` by
    /// UIKit.apinotes, iOS 3.0. An open C enum on iOS: switch over it with `@unknown default`.
    public enum CellStyle: Int, Sendable {
        /// `UITableViewCellStyleDefault`: a text label and an optional image.
        case `default` = 0
        /// `UITableViewCellStyleValue1`.
        case value1 = 1
        /// `UITableViewCellStyleValue2`.
        case value2 = 2
        /// `UITableViewCellStyleSubtitle`.
        case subtitle = 3
    }
}
