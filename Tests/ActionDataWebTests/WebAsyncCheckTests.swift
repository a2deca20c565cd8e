import ActionData
import ActionDataWeb
import Hummingbird
import HummingbirdTesting
import Testing

/// Asynchronous checks through the server: the check's state in the control states the page
/// receives, the poll route, and Save waiting for the checks and refused naming the control.
///
/// The debounce here never ends by itself (its wait lasts an hour): Save starts a waiting
/// check at once, so every answer below is the same whatever the machine's speed.
@Suite("Web: asynchronous checks")
struct WebAsyncCheckTests {
    static let validators = ADAsyncValidatorRegistry([
        ADAsyncValidator("nameFree") { value in value == "Grace" ? "This name is taken" : nil },
        ADAsyncValidator("neverAnswers") { _ in
            await neverOpened.hang()
            return nil
        },
    ])

    /// A gate nothing opens: the "neverAnswers" validator waits there for good.
    actor NeverOpened {
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func hang() async {
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    static let neverOpened = NeverOpened()

    /// A debounce that only Save ends; a timeout that fires at once when `timingOut`.
    static func timing(timingOut: Bool = false) -> ADAsyncValidationTiming {
        let timeout = Duration.seconds(5)
        return ADAsyncValidationTiming(debounce: .seconds(3600), timeout: timeout) { duration in
            if timingOut, duration == timeout { return }
            try await Task.sleep(for: .seconds(3600))
        }
    }

    static func form(validator: String = "nameFree", timing: ADAsyncValidationTiming = timing()) -> ADWebForm {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        name.liveUpdate = true
        name.validation.asyncValidator = validator
        let age = ADTextFieldModel(name: "age", dataPath: "age")
        let form = ADWebForm(title: "Person", root: ADViewGroup([name, age]), record: ["name": "Ada", "age": 36])
        form.useAsyncValidators(validators, timing: timing)
        return form
    }

    private func application(_ form: @escaping @Sendable () -> ADWebForm = { Self.form() }) -> some ApplicationProtocol {
        Application(router: ADWebServer(session: ADWebSession { form() }).router())
    }

    private func name(in update: ADRecord) -> ADRecord? {
        update["states"]?.arrayValue?.compactMap(\.recordValue).first { $0["id"] == "name" }
    }

    private func type(_ text: String, into page: PageClient, sequence: Int) async throws -> ADRecord {
        let (status, update) = try await page.post("/event", #"{"id": "name", "action": "input", "value": "\#(text)", "sequence": \#(sequence)}"#)
        #expect(status == .ok)
        return update
    }

    @Test func anEditIsPendingAndSaveIsRefusedNamingTheControl() async throws {
        try await application().test(.router) { client in
            let (page, _) = try await PageClient.load(client)
            let typed = try await type("Grace", into: page, sequence: 1)
            #expect(name(in: typed)?["check"] == ["state": "pending", "message": .null])
            let (status, saved) = try await page.post("/save")
            #expect(status == .ok)
            #expect(saved.value(at: "failures.0.control") == "name")
            #expect(saved.value(at: "failures.0.reason") == "asyncCheck")
            #expect(saved.value(at: "failures.0.status") == "Name: This name is taken")
            #expect(saved["failures"]?.arrayValue?.count == 1)
            #expect(name(in: saved)?["check"] == ["state": "invalid", "message": "This name is taken"])
            #expect(try await page.get("/record")["name"] == "Grace", "a live field writes the record; Save stored nothing")
        }
    }

    @Test func anAcceptedValueSavesAndIsNoLongerChecked() async throws {
        try await application().test(.router) { client in
            let (page, _) = try await PageClient.load(client)
            _ = try await type("Grace", into: page, sequence: 1)
            _ = try await type("Ida", into: page, sequence: 2)
            let (_, saved) = try await page.post("/save")
            #expect(saved["failures"] == [])
            #expect(name(in: saved)?["check"] == nil, "the saved value is the record's: nothing left to check")
            let (_, polled) = try await page.post("/checks")
            #expect(polled["states"] == [])
        }
    }

    @Test func thePollAnswersEveryControlBeingChecked() async throws {
        try await application().test(.router) { client in
            let (page, _) = try await PageClient.load(client)
            let (_, before) = try await page.post("/checks")
            #expect(before["states"] == [], "nothing was edited")
            _ = try await type("Grace", into: page, sequence: 1)
            let (status, polled) = try await page.post("/checks")
            #expect(status == .ok)
            #expect(polled["states"]?.arrayValue?.compactMap { $0.recordValue?["id"] } == ["name"])
            #expect(name(in: polled)?["check"] == ["state": "pending", "message": .null])
            let (_, other) = try await page.post("/event", #"{"id": "age", "action": "input", "value": "40", "sequence": 1}"#)
            #expect(name(in: other)?["check"] != nil, "any answer carries the checks")
        }
    }

    @Test func aValueBackAtTheSavedOneIsNoLongerChecked() async throws {
        try await application().test(.router) { client in
            let (page, _) = try await PageClient.load(client)
            _ = try await type("Grace", into: page, sequence: 1)
            let back = try await type("Ada", into: page, sequence: 2)
            #expect(name(in: back)?["check"] == nil)
            let (_, saved) = try await page.post("/save")
            #expect(saved["failures"] == [])
        }
    }

    @Test func aValidatorThatNeverAnswersTimesOutAndSaveIsRefused() async throws {
        try await application({ Self.form(validator: "neverAnswers", timing: Self.timing(timingOut: true)) }).test(.router) { client in
            let (page, _) = try await PageClient.load(client)
            _ = try await type("Grace", into: page, sequence: 1)
            let (_, saved) = try await page.post("/save")
            #expect(saved.value(at: "failures.0.reason") == "asyncCheck")
            #expect(name(in: saved)?.value(at: "check.state") == "failed")
            #expect(saved.value(at: "failures.0.message")?.stringValue?.contains("did not answer") == true)
        }
    }

    @Test func anUnknownValidatorFailsTheCheckAndNamesIt() async throws {
        let form = Self.form(validator: "missing")
        _ = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Grace"))
        let saved = await form.save()
        #expect(saved.failures.map(\.reason) == [.asyncCheck])
        #expect(saved.failures.first?.message.contains("'missing'") == true)
    }

    @Test func onlyACheckedControlHasALiveRegionAndItDescribesTheControl() {
        let html = Self.form().html()
        #expect(html.contains(#"<input id="adc-name" type="text" dir="auto" autocomplete="off" aria-describedby="adc-name-error adc-name-check">"#))
        #expect(html.contains(#"<small class="ad-check" id="adc-name-check" role="status" aria-live="polite"></small>"#))
        #expect(!html.contains("adc-age-check"))
    }

    @Test func aRestoredSessionChecksItsEditsAgainBeforeSaving() async throws {
        let parked = Self.form()
        _ = try parked.handle(ADWebEvent(controlID: "name", action: .input, value: "Grace"))
        let restored = Self.form()
        try restored.restore(parked.sessionState)
        let saved = await restored.save()
        #expect(saved.failures.map(\.control) == ["name"])
        #expect(saved.failures.map(\.controlIndex) == [0])
    }

    @Test func aFormThatChecksCannotBeSavedWithoutAwaiting() throws {
        let form = Self.form()
        _ = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Ida"))
        #expect(form.save().failures.first?.message.contains("await save(isolation:)") == true)
    }
}
