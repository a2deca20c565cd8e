import Foundation

/// A transition animation read for playing: the `UIViewAnimationOptions` names sorted into the
/// one effect, the one curve and the flags they give, and a duration and delay a front end can
/// use as they are. UIKit-neutral: UIKit maps each case to its option, the web page to CSS.
extension ADTransitionAnimation {
    /// How the new value replaces the old one: a `UIViewAnimationOptionTransition…` option.
    public enum Effect: String, Sendable, Hashable, CaseIterable {
        /// `TransitionNone`: the value changes at once, when the transition starts.
        case none = "TransitionNone"
        /// `TransitionCrossDissolve`: the new value fades in over the old.
        case crossDissolve = "TransitionCrossDissolve"
        /// `TransitionFlipFromLeft`: the view turns about its vertical axis, left edge first.
        case flipFromLeft = "TransitionFlipFromLeft"
        /// `TransitionFlipFromRight`: the view turns about its vertical axis, right edge first.
        case flipFromRight = "TransitionFlipFromRight"
        /// `TransitionFlipFromTop`: the view turns about its horizontal axis, top edge first.
        case flipFromTop = "TransitionFlipFromTop"
        /// `TransitionFlipFromBottom`: the view turns about its horizontal axis, bottom edge first.
        case flipFromBottom = "TransitionFlipFromBottom"
        /// `TransitionCurlUp`: the old value curls up off the view.
        case curlUp = "TransitionCurlUp"
        /// `TransitionCurlDown`: the new value curls down onto the view.
        case curlDown = "TransitionCurlDown"
    }

    /// The pace of the transition: a `UIViewAnimationOptionCurve…` option.
    public enum Curve: String, Sendable, Hashable, CaseIterable {
        /// `CurveEaseInOut`: slow at the start and the end (UIKit's default).
        case easeInOut = "CurveEaseInOut"
        /// `CurveEaseIn`: slow at the start.
        case easeIn = "CurveEaseIn"
        /// `CurveEaseOut`: slow at the end.
        case easeOut = "CurveEaseOut"
        /// `CurveLinear`: even throughout.
        case linear = "CurveLinear"
    }

    /// A `UIViewAnimationOptions` option that is neither an effect nor a curve.
    public enum Flag: String, Sendable, Hashable, CaseIterable {
        /// `LayoutSubviews`: lays out subviews as the transition runs.
        case layoutSubviews = "LayoutSubviews"
        /// `AllowUserInteraction`: the view takes touches while it changes.
        case allowUserInteraction = "AllowUserInteraction"
        /// `BeginFromCurrentState`: starts from where a running animation is.
        case beginFromCurrentState = "BeginFromCurrentState"
        /// `Repeat`: plays the transition again and again.
        case `repeat` = "Repeat"
        /// `Autoreverse`: plays a repeating transition back and forth.
        case autoreverse = "Autoreverse"
        /// `OverrideInheritedDuration`: ignores the duration of an enclosing animation.
        case overrideInheritedDuration = "OverrideInheritedDuration"
        /// `OverrideInheritedCurve`: ignores the curve of an enclosing animation.
        case overrideInheritedCurve = "OverrideInheritedCurve"
        /// `AllowAnimatedContent`: redraws the view's content as the transition runs.
        case allowAnimatedContent = "AllowAnimatedContent"
        /// `ShowHideTransitionViews`: hides and shows views rather than removing and adding them.
        case showHideTransitionViews = "ShowHideTransitionViews"
        /// `OverrideInheritedOptions`: takes no options from an enclosing animation.
        case overrideInheritedOptions = "OverrideInheritedOptions"
    }

    /// The longest duration or delay a front end uses, in seconds; longer ones are cut to it.
    public static let longestPlayed = 10.0

    /// The effect of the first transition option; ``Effect/crossDissolve`` when none names
    /// one, as the web page fades a new value in.
    public var effect: Effect {
        options.lazy.compactMap { Self.option(named: $0, of: Effect.self) }.first ?? .crossDissolve
    }

    /// The curve of the first curve option; ``Curve/easeInOut`` when none names one.
    public var curve: Curve {
        options.lazy.compactMap { Self.option(named: $0, of: Curve.self) }.first ?? .easeInOut
    }

    /// The other options named, in ``Flag`` order, each once.
    public var flags: [Flag] {
        let named = Set(options.compactMap { Self.option(named: $0, of: Flag.self) })
        return Flag.allCases.filter(named.contains)
    }

    /// ``duration`` as a front end plays it: 0 when negative or not finite, at most
    /// ``longestPlayed`` seconds.
    public var playedDuration: Double { Self.played(duration) }

    /// ``delay`` as a front end waits it: 0 when negative or not finite, at most
    /// ``longestPlayed`` seconds.
    public var playedDelay: Double { Self.played(delay) }

    /// The case of `Option` an option name gives: its `UIViewAnimationOptions` name, with or
    /// without the `UIViewAnimationOption` prefix, in any letter case (`TransitionCurlUp`,
    /// `UIViewAnimationOptionTransitionCurlUp`, `transitionCurlUp`).
    private static func option<Option: CaseIterable & RawRepresentable<String>>(named name: String, of _: Option.Type) -> Option? {
        let prefix = "UIViewAnimationOption"
        let bare = name.hasPrefix(prefix) ? name.dropFirst(prefix.count) : Substring(name)
        return Option.allCases.first { $0.rawValue.caseInsensitiveCompare(bare) == .orderedSame }
    }

    private static func played(_ seconds: Double) -> Double {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return min(seconds, longestPlayed)
    }
}
