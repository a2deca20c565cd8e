#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

extension ADColor {
    /// The engine colour of a UIKit colour: its red, green, blue and alpha components, each
    /// clamped to 0…1 (an extended-range colour to the nearest sRGB one, NaN to 0) and rounded to
    /// 8 bits; `nil` for a colour without RGB components, such as a pattern image's.
    public init?(_ color: UIColor) {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        self.init(red: Self.channel(red), green: Self.channel(green), blue: Self.channel(blue), alpha: Self.channel(alpha))
    }

    /// A component of 0…1 as an 8-bit channel, clamped; NaN is 0.
    private static func channel(_ component: CGFloat) -> UInt8 {
        guard !component.isNaN else { return 0 }
        return UInt8((min(max(component, 0), 1) * 255).rounded())
    }
}

extension UIColor {
    /// The UIKit colour of an engine colour: 8-bit channels scaled to 0…1.
    public convenience init(_ color: ADColor) {
        self.init(
            red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255,
            alpha: CGFloat(color.alpha) / 255)
    }
}
