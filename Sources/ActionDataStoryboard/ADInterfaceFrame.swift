/// An object's frame as Interface Builder stored it (`<rect key="frame">` or the older
/// `<frame key="frameInset">`, whose `minX`/`minY` become `x`/`y`); missing numbers are 0.
public struct ADInterfaceFrame: Sendable, Hashable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A frame from its four numbers.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
