import ActionData

/// How the page shows a label's new text or an image view's new image: AKABeacon's
/// `transitionAnimation` as a CSS animation the page plays when the value changes.
///
/// The first `Transition…` option chooses the ``Effect``; without one the new value fades in,
/// as a cross-dissolve would show it. The page plays nothing for users who ask for reduced
/// motion.
public struct ADWebTransition: Sendable, Hashable {
    /// The animation the page plays.
    public enum Effect: String, Sendable, Hashable, CaseIterable {
        /// `TransitionNone`: the value changes at once.
        case none
        /// `TransitionCrossDissolve`, and no transition option: the new value fades in.
        case fade
        /// `TransitionFlipFromLeft`: the element turns about its vertical axis, left edge first.
        case flipFromLeft
        /// `TransitionFlipFromRight`: the element turns about its vertical axis, right edge first.
        case flipFromRight
        /// `TransitionFlipFromTop`: the element turns about its horizontal axis, top edge first.
        case flipFromTop
        /// `TransitionFlipFromBottom`: the element turns about its horizontal axis, bottom edge first.
        case flipFromBottom
        /// `TransitionCurlUp`: the new value slides up into place.
        case curlUp
        /// `TransitionCurlDown`: the new value slides down into place.
        case curlDown
    }

    /// The longest duration or delay the page uses, in seconds; longer ones are cut to it.
    public static let longest = 10.0

    /// The animation.
    public var effect: Effect
    /// Seconds the animation takes, 0…``longest``.
    public var duration: Double
    /// Seconds before it starts, 0…``longest``.
    public var delay: Double

    /// A transition from its parts; durations and delays that are negative or not finite are 0,
    /// longer ones than ``longest`` are cut to it.
    public init(effect: Effect, duration: Double, delay: Double = 0) {
        self.effect = effect
        self.duration = Self.seconds(duration)
        self.delay = Self.seconds(delay)
    }

    /// The transition the page plays for `animation`.
    public init(_ animation: ADTransitionAnimation) {
        let effect = animation.options.lazy.compactMap(Self.effect(named:)).first ?? .fade
        self.init(effect: effect, duration: animation.duration, delay: animation.delay)
    }

    /// The effect a `UIViewAnimationOptions` name chooses (`TransitionFlipFromLeft`, also
    /// spelled `UIViewAnimationOptionTransitionFlipFromLeft`), or `nil` for an option that is
    /// not a transition.
    static func effect(named option: String) -> Effect? {
        let name = option.hasPrefix("UIViewAnimationOption") ? String(option.dropFirst("UIViewAnimationOption".count)) : option
        switch name {
        case "TransitionNone": return Effect.none
        case "TransitionCrossDissolve": return .fade
        case "TransitionFlipFromLeft": return .flipFromLeft
        case "TransitionFlipFromRight": return .flipFromRight
        case "TransitionFlipFromTop": return .flipFromTop
        case "TransitionFlipFromBottom": return .flipFromBottom
        case "TransitionCurlUp": return .curlUp
        case "TransitionCurlDown": return .curlDown
        default: return nil
        }
    }

    private static func seconds(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 0 }
        return min(value, longest)
    }
}
