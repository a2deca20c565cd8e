import Foundation

/// A protocol for converting between coordinate spaces. Transcribes `UICoordinateSpace`
/// (UIKit `UIView.h`, `NS_SWIFT_UI_ACTOR`), iOS 8.0; only the rectangle conversions are
/// declared (the adapters convert no points).
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// UIView.h `convertRect:toCoordinateSpace:`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// UIView.h `convertRect:fromCoordinateSpace:`.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// UIView.h `bounds`.
    var bounds: CGRect { get }
}

/// An object that defines the properties of a hardware display. Transcribes `UIScreen`
/// (UIKit `UIScreen.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0.
@MainActor
open class UIScreen: NSObject {
    private let space: ScreenCoordinateSpace

    /// Test support, not UIKit: a screen of the given size (UIKit creates screens itself).
    package init(_bounds bounds: CGRect) {
        space = ScreenCoordinateSpace(bounds: bounds)
        super.init()
    }

    /// UIScreen.h `mainScreen`, `class var main` (marked "to be deprecated"). The stub's main
    /// screen is 390 × 844 points, an iPhone 14's.
    open class var main: UIScreen { mainScreen }

    private static let mainScreen = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// UIScreen.h `coordinateSpace`, iOS 8.0: the screen's own coordinate space, whose bounds
    /// are the screen's.
    open var coordinateSpace: any UICoordinateSpace { space }
}

/// A screen's coordinate space (not public in UIKit either).
@MainActor
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    let bounds: CGRect

    init(bounds: CGRect) {
        self.bounds = bounds
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace is ScreenCoordinateSpace { return rect }
        return coordinateSpace.convert(rect, from: self)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace is ScreenCoordinateSpace { return rect }
        return coordinateSpace.convert(rect, to: self)
    }
}

/// The backdrop for an app's user interface. Transcribes `UIWindow` (UIKit `UIWindow.h`,
/// `NS_SWIFT_UI_ACTOR`), iOS 2.0. Its frame is in the screen's coordinates.
@MainActor
open class UIWindow: UIView {
    /// UIWindow.h `screen`, iOS 3.2; the main screen by default.
    open var screen: UIScreen = .main
}
