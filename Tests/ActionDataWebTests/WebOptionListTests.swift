import ActionData
import ActionDataWeb
import Hummingbird
import HummingbirdTesting
import Testing

/// Loaded option lists through the server: the list's state in the control states the page
/// receives, the first load started by the page's first poll, a reload when the country
/// changes, the choice saved, and a failing source's message with the last options kept.
@Suite("Web: loaded option lists")
struct WebOptionListTests {
    struct Unreachable: Error, CustomStringConvertible {
        var description: String { "the sizes service is unreachable" }
    }

    static let cities = ADOptionSource(dependsOn: ["country"]) { record in
        switch record["country"] {
        case "FR": [ADOption("Lyon"), ADOption("Paris")]
        case "DE": [ADOption("Berlin"), ADOption("Munich")]
        default: []
        }
    }

    static let sizes = ADOptionSource(dependsOn: ["country"]) { record in
        guard record["country"] == "FR" else { throw Unreachable() }
        return [ADOption(title: "Small", value: "S"), ADOption(title: "Large", value: "L")]
    }

    static func form() throws(ADWebError) -> ADWebForm {
        let country = ADTextPickerModel(name: "country", dataPath: "country", optionList: ["DE", "FR"])
        country.liveUpdate = true
        let city = ADTextPickerModel(name: "city", dataPath: "city")
        let size = ADSegmentedControlModel(name: "size", dataPath: "size")
        let note = ADTextFieldModel(name: "note", dataPath: "note")
        let form = ADWebForm(
            title: "Delivery", root: ADViewGroup([country, city, size, note]), record: ["country": "FR", "city": "Lyon", "size": "L", "note": ""])
        try form.useOptionSources(["city": cities, "size": sizes])
        return form
    }

    private func application() throws -> some ApplicationProtocol {
        Application(router: ADWebServer(session: try ADWebSession { try Self.form() }).router())
    }

    private func state(_ id: String, in update: ADRecord) -> ADRecord? {
        update["states"]?.arrayValue?.compactMap(\.recordValue).first { $0["id"] == .string(id) }
    }

    /// Polls as the page does until no option list is loading (each load answers at once, so a
    /// few polls do; the bound only keeps a broken load from hanging the suite).
    private func settled(_ page: PageClient) async throws -> ADRecord {
        for _ in 0..<500 {
            let (status, polled) = try await page.post("/checks")
            #expect(status == .ok)
            let loading = polled["states"]?.arrayValue?.contains { $0.recordValue?.value(at: "optionList.state") == "loading" } ?? true
            if !loading { return polled }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("the option lists never finished loading")
        return [:]
    }

    @Test func theFirstStatesSayLoadingAndThePollLoadsTheOptions() async throws {
        try await application().test(.router) { client in
            let (page, _) = try await PageClient.load(client)
            let first = try await page.get("/state")
            #expect(state("city", in: first)?["optionList"] == ["state": "loading", "message": .null])
            #expect(state("city", in: first)?["options"] == [])
            #expect(state("country", in: first)?["optionList"] == nil, "fixed options are not loaded")
            let loaded = try await settled(page)
            #expect(state("city", in: loaded)?["optionList"] == ["state": "loaded", "message": .null])
            #expect(state("city", in: loaded)?["options"] == ["Lyon", "Paris"])
            #expect(state("city", in: loaded)?["text"] == "Lyon")
            #expect(state("size", in: loaded)?["titles"] == ["Small", "Large"])
            #expect(state("size", in: loaded)?["selected"] == 1, "the record's L is the Large segment")
        }
    }

    @Test func aNewCountryReloadsKeepingTheRecordAndTheChoiceIsSaved() async throws {
        try await application().test(.router) { client in
            let (page, _) = try await PageClient.load(client)
            _ = try await settled(page)
            let (_, chosen) = try await page.post("/event", #"{"id": "country", "action": "commit", "value": "DE", "sequence": 1}"#)
            #expect(state("city", in: chosen)?.value(at: "optionList.state") == "loading")
            #expect(state("city", in: chosen)?["options"] == ["Lyon", "Paris"], "the options shown stay while the next load runs")
            let reloaded = try await settled(page)
            #expect(state("city", in: reloaded)?["options"] == ["Berlin", "Munich"])
            #expect(state("city", in: reloaded)?["text"] == "Lyon", "a value no longer offered stays until the user chooses")
            #expect(try await page.get("/record")["city"] == "Lyon")

            let (_, picked) = try await page.post("/event", #"{"id": "city", "action": "commit", "value": "Munich", "sequence": 1}"#)
            #expect(state("city", in: picked)?["text"] == "Munich")
            let (_, saved) = try await page.post("/save")
            #expect(saved["failures"] == [])
            let record = try await page.get("/record")
            #expect(record["country"] == "DE")
            #expect(record["city"] == "Munich")
        }
    }

    @Test func aFailedLoadCarriesItsMessageAndKeepsTheLastOptions() async throws {
        try await application().test(.router) { client in
            let (page, _) = try await PageClient.load(client)
            _ = try await settled(page)
            _ = try await page.post("/event", #"{"id": "country", "action": "commit", "value": "DE", "sequence": 1}"#)
            let failed = try await settled(page)
            #expect(state("size", in: failed)?["optionList"] == [
                "state": "failed", "message": "the options could not be loaded: the sizes service is unreachable",
            ])
            #expect(state("size", in: failed)?["titles"] == ["Small", "Large"])
            let (_, back) = try await page.post("/event", #"{"id": "country", "action": "commit", "value": "FR", "sequence": 2}"#)
            #expect(state("size", in: back)?.value(at: "optionList.state") == "loading")
            #expect(state("size", in: try await settled(page))?["optionList"] == ["state": "loaded", "message": .null])
        }
    }

    @Test func anEditElsewhereDoesNotReload() async throws {
        try await application().test(.router) { client in
            let (page, _) = try await PageClient.load(client)
            _ = try await settled(page)
            let (_, typed) = try await page.post("/event", #"{"id": "note", "action": "input", "value": "ring twice", "sequence": 1}"#)
            #expect(state("city", in: typed)?["optionList"] == ["state": "loaded", "message": .null])
        }
    }

    @Test func aControlWithLoadedOptionsHasALiveRegionDescribingIt() throws {
        let html = try Self.form().html()
        #expect(html.contains(#"<select id="adc-city" aria-describedby="adc-city-error adc-city-options"></select>"#))
        #expect(html.contains(#"<small class="ad-options" id="adc-city-options" role="status" aria-live="polite"></small>"#))
        #expect(!html.contains("adc-country-options"))
    }

    @Test(arguments: [
        ("nowhere", #"no control "nowhere" to load options into"#),
        ("note", #"the control "note" cannot show loaded options"#),
    ])
    func onlyAPickerOrSegmentedControlOfTheFormTakesASource(id: String, message: String) throws {
        let form = try Self.form()
        let error = #expect(throws: ADWebError.self) { try form.useOptionSources([id: Self.cities]) }
        #expect(error?.message == message)
        #expect(form.loadsOptions(of: "city"), "the sources the form had stay")
    }
}
