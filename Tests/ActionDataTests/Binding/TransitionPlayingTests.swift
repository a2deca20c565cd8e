import ActionData
import Testing

@Suite("Transition animations read for playing")
struct TransitionPlayingTests {
    /// Option names and the effect, curve and flags they give.
    static let options: [([String], ADTransitionAnimation.Effect, ADTransitionAnimation.Curve, [ADTransitionAnimation.Flag])] = [
        ([], .crossDissolve, .easeInOut, []),
        (["TransitionCrossDissolve"], .crossDissolve, .easeInOut, []),
        (["TransitionFlipFromLeft", "TransitionCurlUp"], .flipFromLeft, .easeInOut, []),
        (["UIViewAnimationOptionTransitionFlipFromBottom"], .flipFromBottom, .easeInOut, []),
        (["transitionCurlDown", "curveLinear"], .curlDown, .linear, []),
        (["TransitionNone"], .none, .easeInOut, []),
        (["CurveEaseIn", "CurveEaseOut", "TransitionFlipFromTop"], .flipFromTop, .easeIn, []),
        (["Repeat", "AllowUserInteraction", "Repeat", "Autoreverse"], .crossDissolve, .easeInOut,
         [.allowUserInteraction, .repeat, .autoreverse]),
        (["BeginFromCurrentState", "PreferredFramesPerSecond60", "Sideways", ""], .crossDissolve, .easeInOut,
         [.beginFromCurrentState]),
    ]

    @Test("the first transition and curve option win; other options are flags", arguments: options)
    func sorts(names: [String], effect: ADTransitionAnimation.Effect, curve: ADTransitionAnimation.Curve,
               flags: [ADTransitionAnimation.Flag]) {
        let animation = ADTransitionAnimation(options: names)
        #expect(animation.effect == effect)
        #expect(animation.curve == curve)
        #expect(animation.flags == flags)
    }

    /// A duration or delay and the seconds played.
    static let seconds: [(Double, Double)] = [
        (0.25, 0.25), (0, 0), (-1, 0), (.nan, 0), (.infinity, 0), (-.infinity, 0), (10, 10), (10.5, 10), (1e300, 10),
    ]

    @Test("durations and delays are played within 0 to 10 seconds", arguments: seconds)
    func clamps(given: Double, played: Double) {
        let animation = ADTransitionAnimation(duration: given, delay: given)
        #expect(animation.playedDuration == played)
        #expect(animation.playedDelay == played)
    }

    @Test("a binding's animation is read for playing")
    func fromBinding() throws {
        let label = ADLabelModel(name: "name")
        label.dataBinding = try ADBindingExpression(
            "name { transitionAnimation: { duration: 0.5, delay: 0.1, options: { .TransitionFlipFromRight, .CurveEaseOut } } }", kind: .text)
        let controller = ADBindingController(root: ADViewGroup([label]))
        controller.setRecord(["name": "x"])
        let animation = try #require(label.transitionAnimation)
        #expect(animation.effect == .flipFromRight && animation.curve == .easeOut && animation.flags.isEmpty)
        #expect(animation.playedDuration == 0.5 && animation.playedDelay == 0.1)
    }
}
