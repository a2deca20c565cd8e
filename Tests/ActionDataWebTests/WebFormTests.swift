import ActionData
import ActionDataWeb
import Foundation
import Testing

@Suite("Web: forms answer edits with the controls that changed")
struct WebFormTests {
    private func state(_ update: ADWebUpdate, _ id: String) -> ADWebControlState? {
        update.state(of: id)
    }

    @Test func snapshotHasEveryControlInLayoutOrder() {
        let form = WebFormFixture.form()
        #expect(form.controlIDs == ["name", "greeting", "quantity", "advice", "enabled", "note", "percentage", "progress", "use", "color"])
        let snapshot = form.snapshot()
        #expect(state(snapshot, "greeting")?.text == "Category: Swift File")
        #expect(state(snapshot, "progress")?.content == .progress(value: 50, fraction: 0.5))
        #expect(state(snapshot, "use")?.content == .segments(titles: ["Local", "Web"], selected: 0))
        #expect(snapshot.record == WebFormFixture.record)
    }

    @Test func typingReevaluatesOnlyWhatReadsTheField() throws {
        let form = WebFormFixture.form()
        let update = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Kotlin"))
        #expect(update.states.map(\.id) == ["name", "greeting"])
        #expect(state(update, "greeting")?.text == "Category: Kotlin")
        #expect(update.evaluations == 1)
        #expect(update.record["name"] == "Kotlin")
    }

    @Test func onEndEditingWaitsForTheCommit() throws {
        let form = WebFormFixture.form()
        let typing = try form.handle(ADWebEvent(controlID: "quantity", action: .input, value: "12"))
        #expect(typing.record["quantity"] == 5)
        let committed = try form.handle(ADWebEvent(controlID: "quantity", action: .commit, value: "12"))
        #expect(committed.record["quantity"] == 12)
        #expect(state(committed, "advice")?.text == "ok")
    }

    @Test func switchEnablesTheTextView() throws {
        let form = WebFormFixture.form()
        let update = try form.handle(ADWebEvent(controlID: "enabled", action: .commit, value: false))
        #expect(state(update, "note")?.isEnabled == false)
        #expect(throws: ADWebError.self) { try form.handle(ADWebEvent(controlID: "note", action: .input, value: "x")) }
    }

    @Test func sliderMovesTheProgressView() throws {
        let form = WebFormFixture.form()
        let update = try form.handle(ADWebEvent(controlID: "percentage", action: .input, value: 75))
        #expect(state(update, "progress")?.content == .progress(value: 75, fraction: 0.75))
        #expect(update.record["percentage"] == 75)
    }

    @Test func segmentWritesItsTitleSpelledAsTheRecordSpellsIt() throws {
        let form = WebFormFixture.form()
        let update = try form.handle(ADWebEvent(controlID: "use", action: .commit, value: 1))
        #expect(update.record["use"] == "web", "the record held \"local\", shown as Local")
    }

    @Test func invalidInputIsReportedAndSavesNothing() async throws {
        let form = WebFormFixture.form()
        let quantity = try #require(form.controller.controls.first { $0.name == "quantity" } as? ADTextFieldModel)
        quantity.text = "abc"
        let color = try form.handle(ADWebEvent(controlID: "color", action: .commit, value: "green"))
        #expect(color.failures.isEmpty)
        let saved = await form.save()
        #expect(saved.failures.map(\.control) == ["quantity"])
        #expect(saved.record["quantity"] == 5)
        #expect(saved.record["color"] == "red", "all or nothing: the valid picker edit is not written either")
        #expect(state(saved, "quantity")?.error != nil)
    }

    private struct Priced: Codable, Equatable {
        var price = 1234.5
    }

    /// Found by the web fuzz target: a cleared number field is NULL in the record, which a
    /// model with a non-optional number cannot decode.
    @Test func aClearedNumberFieldIsRefusedBySaveAndTheStoredModelKept() async throws {
        let price = ADTextFieldModel(name: "price", dataPath: "price", formatting: ADTextFormatting(
            formatType: .number, formatPattern: "#,##0.00", locale: Locale(identifier: "en_US_POSIX")))
        price.liveUpdate = true
        var stored: [Priced] = []
        let form = try ADWebForm(title: "Priced", root: ADViewGroup([price]), model: Priced()) { model in
            stored.append(model)
            return model
        }
        _ = try form.handle(ADWebEvent(controlID: "price", action: .commit, value: "1,234.56"))
        #expect(await form.save().failures.isEmpty)
        _ = try form.handle(ADWebEvent(controlID: "price", action: .commit, value: ""))
        let refused = await form.save()
        #expect(refused.failures.map(\.control) == ["price"], "the failure names the control, not just the form")
        #expect(stored == [Priced(price: 1234.56)])
        #expect(form.reset().record["price"] == 1234.56)
    }

    @Test func resetDiscardsEdits() throws {
        let form = WebFormFixture.form()
        _ = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Kotlin"))
        let reset = form.reset()
        #expect(reset.record == WebFormFixture.record)
        #expect(state(reset, "name")?.text == "Swift File")
    }

    static let badEvents: [(String, Int)] = [
        ("not json", 400), (#"{"action": "input"}"#, 400), (#"{"id": "name", "action": "type"}"#, 400),
        (#"{"id": "nope", "action": "input", "value": "x"}"#, 404), (#"{"id": "greeting", "action": "input", "value": "x"}"#, 400),
        (#"{"id": "name", "action": "input", "value": 3}"#, 400), (#"{"id": "use", "action": "commit", "value": 7}"#, 400),
        (#"{"id": "color", "action": "commit", "value": "purple"}"#, 400), (#"{"id": "percentage", "action": "input", "value": "x"}"#, 400),
    ]

    @Test(arguments: badEvents)
    func badEventsAreTypedErrorsAndChangeNothing(json: String, status: Int) {
        let form = WebFormFixture.form()
        let error = #expect(throws: ADWebError.self) { try form.handle(ADWebEvent(json: json)) }
        #expect(error?.status.code == status)
        #expect(form.controller.record == WebFormFixture.record)
    }

    @Test func pageEscapesTextAndListsEveryControl() {
        let html = WebFormFixture.form().html()
        #expect(html.contains("<title>Category &lt;test&gt;</title>"))
        for id in WebFormFixture.form().controlIDs { #expect(html.contains(#"data-id="\#(id)""#)) }
        #expect(html.contains("<legend>Details</legend>"))
        #expect(!html.contains("<test>"))
    }
}

@Suite("Web: captions")
struct CaptionTests {
    @Test(arguments: [("highlightColor", "Highlight color"), ("name", "Name"), ("unit_price", "Unit price"), ("homepageURL", "Homepage url"), ("line2Total", "Line2 total")])
    func rowCaptionsReadAsWords(name: String, caption: String) {
        let form = ADWebForm(title: "Captions", root: ADViewGroup([ADLabelModel(name: name, dataPath: "1")]), record: [:])
        #expect(form.html().contains(">\(caption)</label>"))
    }

    @Test func pickersUseTheirTitle() {
        let picker = ADTextPickerModel(name: "labelColor", dataPath: "color", title: "Label colour", optionList: ["red"])
        let form = ADWebForm(title: "Captions", root: ADViewGroup([picker]), record: ["color": "red"])
        #expect(form.html().contains(">Label colour</label>"))
    }
}
