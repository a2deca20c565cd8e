#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

/// A size field and a heading whose font follows it.
private struct Heading: Codable {
    var title: String
    var pointSize: Double
    var emphasis: Int
}

@MainActor
@Suite("Bound views' fonts (fontBinding_aka, styleBinding_aka's font)")
struct FontTests {
    let size = ADBoundTextField(frame: .zero)
    let heading = ADBoundLabel(frame: .zero)
    let form: BoundForm

    init() {
        size.dataPath = "pointSize"
        size.liveUpdate = true
        heading.dataPath = "title"
        heading.font = UIFont(name: "Georgia", size: 15)
        form = BoundForm([size, heading])
    }

    @Test func theBoundSizeAndTraitsAdjustTheViewsOwnFontLive() throws {
        heading.fontBinding_aka = "{ traits: emphasis, size: pointSize }"
        #expect(heading.bindingErrors.isEmpty)
        try form.show(Heading(title: "Stock", pointSize: 20, emphasis: 3))
        let shown = try #require(heading.font)
        #expect(shown.pointSize == 20)
        #expect(shown.fontName == "Georgia")
        #expect(shown.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])

        BoundForm.replaceText(of: size, with: "28")
        #expect(heading.font?.pointSize == 28)
        #expect(heading.font?.fontName == "Georgia")
    }

    @Test func anEmptyBlockKeepsTheViewsOwnFont() throws {
        heading.fontBinding_aka = "{}"
        try form.show(Heading(title: "Stock", pointSize: 20, emphasis: 0))
        #expect(heading.font?.fontName == "Georgia")
        #expect(heading.font?.pointSize == 15)
    }

    @Test func aSystemWeightAndAFamilyAreDescribedToUIKit() throws {
        heading.fontBinding_aka = "$when(emphasis > 0) { family: \"Avenir Next\", weight: .Heavy } $else { weight: .Light }"
        try form.show(Heading(title: "Stock", pointSize: 20, emphasis: 1))
        #expect(heading.font?.familyName == "Avenir Next")
        #expect(heading.font?.fontDescriptor.weight == CGFloat(ADFontWeight.heavy.uiKitWeight))
        #expect(heading.font?.pointSize == 15)
    }

    @Test func aSizeOutOfRangeLeavesTheViewsFontAndIsReported() throws {
        heading.fontBinding_aka = "{ size: pointSize }"
        try form.show(Heading(title: "Stock", pointSize: 4000, emphasis: 0))
        #expect(heading.font?.pointSize == 15)
        #expect(heading.font?.fontName == "Georgia")
        let issue = try #require(form.controller.bindingController.issues.first)
        #expect(issue.property == .font)
        #expect(issue.message.contains("font.size"))
    }

    @Test func aStyleBindingsFontAppliesToATextField() throws {
        size.styleBinding_aka = "{ font: { traits: .TraitMonoSpace, size: 13 } }"
        try form.show(Heading(title: "Stock", pointSize: 20, emphasis: 0))
        #expect(size.font?.pointSize == 13)
        #expect(size.font?.fontDescriptor.symbolicTraits == .traitMonoSpace)
    }

    @Test func aFontBindingThatDoesNotParseIsReportedAndBindsNothing() {
        heading.fontBinding_aka = "{ size: 12, colour: red }"
        #expect(heading.bindingErrors["fontBinding_aka"]?.reason == .unknownAttribute)
        #expect(heading.model.fontBinding == nil)
    }
}
#endif
