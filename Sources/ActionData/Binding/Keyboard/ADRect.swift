/// A rectangle in points, for the engine's layout arithmetic (keyboard overlap).
///
/// The engine stays free of CoreGraphics and UIKit so the web front end (CSS pixels) and tests
/// on Linux use the same functions; a front end converts its own rectangles at the boundary
/// (`CGRect` ⇄ `ADRect` in ActionDataUIKit). The origin is the top-left corner and y grows
/// downwards, as in UIKit and the browser.
public struct ADRect: Sendable, Hashable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width; a negative width is treated as empty.
    public var width: Double
    /// The height; a negative height is treated as empty.
    public var height: Double

    /// Creates a rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle at the origin with no size.
    public static let zero = ADRect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The top edge.
    public var minY: Double { y }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// Whether the rectangle covers no area (or has a size that is not a finite number).
    public var isEmpty: Bool { !(width > 0 && height > 0) || !width.isFinite || !height.isFinite }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}
