import ActionData
import ActionDataWeb
import Hummingbird
import HummingbirdTesting
import Testing

/// The status line speaks to the person using the form: a failing control is named by the
/// label the page shows beside it. The developer's description, naming the control by kind and
/// name, stays in the answer's `description`.
@Suite("Web: the status line names a control by its label")
struct WebStatusTextTests {
    static let priceMessage = "The price must be a number."

    /// A number field named `unitPrice`, shown as "Unit price", a picker titled "Colour" that
    /// must be chosen, and an unnamed field, shown by its identifier as "Control 3".
    static func form() -> ADWebForm {
        let price = ADTextFieldModel(name: "unitPrice", dataPath: "price")
        price.validation.fieldType = .number
        price.validation.fieldTypeError = priceMessage
        let colour = ADTextPickerModel(name: "color", dataPath: "color", title: "Colour", optionList: ["", "red", "green"])
        colour.validation.required = true
        colour.validation.requiredError = "Choose a colour."
        let unnamed = ADTextFieldModel(name: "", dataPath: "note")
        unnamed.validation.required = true
        unnamed.validation.requiredError = "Write a note."
        return ADWebForm(title: "Prices", root: ADViewGroup([price, colour, unnamed]), record: ["price": 2, "color": "", "note": ""])
    }

    @Test func aRefusedSaveNamesEachFieldByTheLabelThePageShows() async throws {
        let form = Self.form()
        _ = try form.handle(ADWebEvent(controlID: "unitPrice", action: .input, value: "twelve"))
        let refused = await form.save()
        #expect(refused.failures.map { refused.statusText(of: $0) } == [
            "Unit price: The price must be a number.", "Colour: Choose a colour.", "Control 3: Write a note.",
        ])
        let page = form.html()
        for failure in refused.failures {
            let label = try #require(refused.label(of: failure))
            #expect(page.contains(">\(label)</label>"), "the page shows \(label) beside the control")
        }
        #expect(refused.failures.first?.description == "text field 'unitPrice' (field price): The price must be a number.")
    }

    @Test func aFailedLiveEditNamesTheFieldByItsLabel() throws {
        let form = Self.form()
        let price = try #require(form.controller.controls.first as? ADTextFieldModel)
        price.liveUpdate = true
        let update = try form.handle(ADWebEvent(controlID: "unitPrice", action: .input, value: "twelve"))
        #expect(update.failures.map { update.statusText(of: $0) } == ["Unit price: The price must be a number."])
    }

    @Test func aFailureOfTheWholeFormIsItsMessageAlone() {
        let failure = ADValidationFailure(control: "form", controlIndex: nil, path: nil, reason: .storage, message: "The name is taken.")
        let update = ADWebUpdate(states: [], failures: [failure], record: [:])
        #expect(update.label(of: failure) == nil)
        #expect(update.statusText(of: failure) == "The name is taken.")
    }

    @Test func aFieldNoControlBindsIsNamedByItsPathAsACaption() {
        let path = ADFieldPath("address.postCode")
        let failure = ADValidationFailure(control: path.dotted, controlIndex: nil, path: path, reason: .decoding, message: "missing")
        #expect(ADWebUpdate(states: [], failures: [failure], record: [:]).statusText(of: failure) == "Address post code: missing")
    }

    @Test func theAnswerCarriesTheLabelAndStatusBesideTheDescription() async throws {
        let router = ADWebServer(session: ADWebSession { Self.form() }).router()
        try await Application(router: router).test(.router) { client in
            let (page, _) = try await PageClient.load(client)
            _ = try await page.post("/event", #"{"id": "unitPrice", "action": "input", "value": "twelve"}"#)
            let (_, saved) = try await page.post("/save")
            let failure = try #require(saved["failures"]?.arrayValue?.first?.recordValue)
            #expect(failure["label"] == "Unit price")
            #expect(failure["status"] == "Unit price: The price must be a number.")
            #expect(failure["description"] == "text field 'unitPrice' (field price): The price must be a number.")
        }
    }
}
