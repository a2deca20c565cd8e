#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

extension UIColor {
    /// The colour as the spec's models store it: `#RRGGBB` in upper case, or `#RRGGBBAA` when
    /// it is not opaque, each channel rounded to 8 bits (see ``ActionData/ADColor/init(_:)``).
    ///
    /// ```swift
    /// var highlightColor = UIColor.red.toHex()   // "#FF0000"
    /// ```
    ///
    /// A colour without RGB components (a pattern image's) has none to write: it gives
    /// transparent black, `#00000000`, which reads back as no colour.
    public func toHex() -> String {
        (ADColor(self) ?? ADColor(red: 0, green: 0, blue: 0, alpha: 0)).hex
    }

    /// The colour `hex` spells: `RRGGBB` or `RRGGBBAA`, with or without `#`, in either case,
    /// as ``toHex()`` writes it; `nil` for any other text.
    public convenience init?(hex: String) {
        do {
            self.init(try ADColor(hex: hex))
        } catch {
            return nil
        }
    }
}
