import ActionData
import Testing

@Suite("Keyboard overlap")
struct KeyboardOverlapTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var keyboard: ADRect
        var screen: ADRect
        var view: ADRect
        var safeAreaBottom: Double
        var inset: Double
        var testDescription: String { name }
    }

    static let phone = ADRect(x: 0, y: 0, width: 390, height: 844)
    static let pad = ADRect(x: 0, y: 0, width: 1024, height: 1366)

    static let cases: [Case] = [
        Case(name: "iPhone, home indicator", keyboard: ADRect(x: 0, y: 508, width: 390, height: 336),
             screen: phone, view: phone, safeAreaBottom: 34, inset: 302),
        Case(name: "no safe area", keyboard: ADRect(x: 0, y: 508, width: 390, height: 336),
             screen: phone, view: phone, safeAreaBottom: 0, inset: 336),
        Case(name: "tab bar: the safe area includes it", keyboard: ADRect(x: 0, y: 508, width: 390, height: 336),
             screen: phone, view: phone, safeAreaBottom: 83, inset: 253),
        Case(name: "keyboard smaller than the safe area", keyboard: ADRect(x: 0, y: 789, width: 390, height: 55),
             screen: phone, view: phone, safeAreaBottom: 83, inset: 0),
        Case(name: "keyboard moved off screen", keyboard: ADRect(x: 0, y: 844, width: 390, height: 336),
             screen: phone, view: phone, safeAreaBottom: 34, inset: 0),
        Case(name: "empty frame", keyboard: .zero, screen: phone, view: phone, safeAreaBottom: 34, inset: 0),
        Case(name: "floating iPad keyboard", keyboard: ADRect(x: 400, y: 300, width: 320, height: 250),
             screen: pad, view: pad, safeAreaBottom: 20, inset: 0),
        Case(name: "undocked or split iPad keyboard", keyboard: ADRect(x: 0, y: 700, width: 1024, height: 300),
             screen: pad, view: pad, safeAreaBottom: 20, inset: 0),
        Case(name: "docked iPad keyboard", keyboard: ADRect(x: 0, y: 968, width: 1024, height: 398),
             screen: pad, view: pad, safeAreaBottom: 20, inset: 378),
        // Split View, right half: the view's coordinates start at the screen's x = 512.
        Case(name: "Split View, right half", keyboard: ADRect(x: -512, y: 968, width: 1024, height: 398),
             screen: ADRect(x: -512, y: 0, width: 1024, height: 1366), view: ADRect(x: 0, y: 0, width: 512, height: 1366),
             safeAreaBottom: 20, inset: 378),
        Case(name: "keyboard beside the view", keyboard: ADRect(x: 400, y: 968, width: 624, height: 398),
             screen: pad, view: ADRect(x: 0, y: 0, width: 320, height: 1366), safeAreaBottom: 0, inset: 0),
        // A 540 × 620 form sheet centred on the iPad: the screen starts at (-242, -373) in its coordinates.
        Case(name: "form sheet partly covered", keyboard: ADRect(x: -242, y: 595, width: 1024, height: 398),
             screen: ADRect(x: -242, y: -373, width: 1024, height: 1366), view: ADRect(x: 0, y: 0, width: 540, height: 620),
             safeAreaBottom: 0, inset: 25),
        Case(name: "form sheet above the keyboard", keyboard: ADRect(x: -242, y: 700, width: 1024, height: 293),
             screen: ADRect(x: -242, y: -373, width: 1024, height: 1366), view: ADRect(x: 0, y: 0, width: 540, height: 620),
             safeAreaBottom: 0, inset: 0),
        Case(name: "keyboard taller than the view", keyboard: ADRect(x: 0, y: 300, width: 390, height: 544),
             screen: phone, view: ADRect(x: 0, y: 400, width: 390, height: 444), safeAreaBottom: 0, inset: 444),
        Case(name: "rounding in conversions", keyboard: ADRect(x: 0, y: 508, width: 390, height: 335.5),
             screen: phone, view: phone, safeAreaBottom: 34, inset: 302),
        Case(name: "non-finite safe area", keyboard: ADRect(x: 0, y: 508, width: 390, height: 336),
             screen: phone, view: phone, safeAreaBottom: .nan, inset: 336),
    ]

    @Test(arguments: cases)
    func bottomInset(_ sample: Case) {
        let inset = ADKeyboardOverlap.bottomInset(
            keyboard: sample.keyboard, screen: sample.screen, view: sample.view, safeAreaBottom: sample.safeAreaBottom)
        #expect(inset == sample.inset)
    }

    @Test func rectangleEdges() {
        let rect = ADRect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.maxX == 40)
        #expect(rect.maxY == 60)
        #expect(!rect.isEmpty)
        #expect(ADRect(x: 0, y: 0, width: -1, height: 5).isEmpty)
    }
}
