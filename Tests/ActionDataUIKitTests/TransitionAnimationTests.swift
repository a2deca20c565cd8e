#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

/// A name and a photo shown with transitions.
private struct Profile: Codable {
    var name: String
    var photo: Data?
}

private let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x01])
private let otherPNG = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x02])

@MainActor
@Suite("Transition animations on labels and image views")
struct TransitionAnimationTests {
    let name = ADBoundTextField(frame: .zero)
    let label = ADBoundLabel(frame: .zero)
    let photo = ADBoundImageView(frame: .zero)
    let form: BoundForm

    init() {
        name.dataPath = "name"
        name.liveUpdate = true
        photo.liveUpdate = true
        form = BoundForm([name, label, photo])
    }

    private func animate(_ attributes: String) throws {
        label.model.dataBinding = try ADBindingExpression("name { transitionAnimation: { \(attributes) } }", kind: .text)
    }

    /// The transitions UIKit was asked to play on `view`.
    private func transitions(of view: UIView) -> [(duration: TimeInterval, options: UIView.AnimationOptions)] {
        UIView._transitions.filter { $0.view === view }.map { ($0.duration, $0.options) }
    }

    @Test func aNewTextIsShownWithTheEnginesDurationAndOptions() throws {
        try animate("duration: 0.4, options: { .TransitionFlipFromTop, .CurveEaseIn, .AllowUserInteraction }")
        try form.show(Profile(name: "Ada"))
        #expect(transitions(of: label).isEmpty)
        #expect(label.text == "Ada")

        BoundForm.replaceText(of: name, with: "Ada L")
        #expect(label.text == "Ada L")
        let played = transitions(of: label)
        #expect(played.count == 1)
        #expect(played.first?.duration == 0.4)
        #expect(played.first?.options == [.transitionFlipFromTop, .curveEaseIn, .allowUserInteraction])

        form.controller.refreshDisplay()
        #expect(transitions(of: label).count == 1)
    }

    @Test func withoutATransitionOptionTheTextCrossDissolves() throws {
        try animate("duration: 20")
        try form.show(Profile(name: "Ada"))
        BoundForm.replaceText(of: name, with: "Grace")
        #expect(transitions(of: label).first?.duration == 10)
        #expect(transitions(of: label).first?.options == [.transitionCrossDissolve, .curveEaseInOut])
    }

    @Test func transitionNoneIsTheEmptyOptionSet() throws {
        try animate("duration: 0.3, options: { .TransitionNone, .CurveLinear }")
        try form.show(Profile(name: "Ada"))
        BoundForm.replaceText(of: name, with: "Grace")
        #expect(transitions(of: label).first?.options == [.curveLinear])
        #expect(label.text == "Grace")
    }

    @Test func reduceMotionSetsTheTextAtOnce() throws {
        try animate("duration: 0.4, delay: 1")
        try form.show(Profile(name: "Ada"))
        UIAccessibility._simulateReduceMotion(true)
        defer { UIAccessibility._simulateReduceMotion(false) }
        BoundForm.replaceText(of: name, with: "Grace")
        #expect(label.text == "Grace")
        #expect(transitions(of: label).isEmpty)
    }

    @Test func aLabelWithoutAnAnimationSetsTheTextAtOnce() throws {
        label.dataPath = "name"
        try form.show(Profile(name: "Ada"))
        BoundForm.replaceText(of: name, with: "Grace")
        #expect(label.text == "Grace")
        #expect(transitions(of: label).isEmpty)
    }

    @Test func aDelayWaitsAndTheLatestTextIsShown() async throws {
        try animate("duration: 0.2, delay: 0.05")
        try form.show(Profile(name: "Ada"))
        BoundForm.replaceText(of: name, with: "Grace")
        BoundForm.replaceText(of: name, with: "Grace H")
        form.controller.refreshDisplay()
        #expect(label.text == "Ada")
        #expect(transitions(of: label).isEmpty)
        for _ in 0..<50 where transitions(of: label).isEmpty {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(label.text == "Grace H")
        #expect(transitions(of: label).map(\.duration) == [0.2])
    }

    @Test func aNewImageIsShownWithTheImageViewsTransition() throws {
        photo.model.dataBinding = try ADBindingExpression(
            "photo { transitionAnimation: { duration: 1, options: .TransitionCurlUp } }", kind: .image)
        try form.show(Profile(name: "Ada", photo: png))
        #expect(photo.image?.pngData() == png)
        #expect(transitions(of: photo).isEmpty)

        let picked = try #require(UIImage(data: otherPNG))
        try photo.choose(picked)
        #expect(photo.image?.pngData() == otherPNG)
        #expect(transitions(of: photo).map(\.options) == [[.transitionCurlUp, .curveEaseInOut]])
        #expect(transitions(of: photo).map(\.duration) == [1])
    }
}
#endif
