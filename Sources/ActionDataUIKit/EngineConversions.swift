#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData
import ActionUtilities

// Conversions between the engine's values and UIKit's.

extension UIColor {
    /// The UIKit colour of an optional engine colour; `nil` restores the view's default.
    static func bound(_ color: ADColor?) -> UIColor? {
        color.map(UIColor.init)
    }
}

extension ADRect {
    /// The engine rectangle of a UIKit rectangle.
    init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}

extension ADFormatType {
    /// The spec's `formatType` text ("number", "date", "masked"); anything else is no format.
    static func named(_ name: String) -> ADFormatType? {
        ADFormatType(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased())
    }
}

extension UIView.AnimationOptions {
    /// The options of an engine transition: its effect, its curve and its flags.
    /// `TransitionNone` is the empty set (Swift refuses `.transitionNone`, a zero option).
    init(_ animation: ADTransitionAnimation) {
        self = [Self(animation.effect), Self(animation.curve)]
        for flag in animation.flags { insert(Self(flag)) }
    }

    private init(_ effect: ADTransitionAnimation.Effect) {
        switch effect {
        case .none: self = []
        case .crossDissolve: self = .transitionCrossDissolve
        case .flipFromLeft: self = .transitionFlipFromLeft
        case .flipFromRight: self = .transitionFlipFromRight
        case .flipFromTop: self = .transitionFlipFromTop
        case .flipFromBottom: self = .transitionFlipFromBottom
        case .curlUp: self = .transitionCurlUp
        case .curlDown: self = .transitionCurlDown
        }
    }

    private init(_ curve: ADTransitionAnimation.Curve) {
        switch curve {
        case .easeInOut: self = .curveEaseInOut
        case .easeIn: self = .curveEaseIn
        case .easeOut: self = .curveEaseOut
        case .linear: self = .curveLinear
        }
    }

    private init(_ flag: ADTransitionAnimation.Flag) {
        switch flag {
        case .layoutSubviews: self = .layoutSubviews
        case .allowUserInteraction: self = .allowUserInteraction
        case .beginFromCurrentState: self = .beginFromCurrentState
        case .repeat: self = .repeat
        case .autoreverse: self = .autoreverse
        case .overrideInheritedDuration: self = .overrideInheritedDuration
        case .overrideInheritedCurve: self = .overrideInheritedCurve
        case .allowAnimatedContent: self = .allowAnimatedContent
        case .showHideTransitionViews: self = .showHideTransitionViews
        case .overrideInheritedOptions: self = .overrideInheritedOptions
        }
    }
}
