import ActionData
import ActionDataWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Web: each session in the browser's language")
struct WebLocaleTests {
    private static func form(live: Bool = true) -> ADWebForm {
        let price = ADTextFieldModel(name: "price", dataPath: "price", formatting: ADTextFormatting(formatType: .number, formatPattern: "#,##0.00"))
        price.liveUpdate = live
        let phone = ADTextFieldModel(name: "phone", dataPath: "phone", formatting: ADTextFormatting(formatType: .masked, formatPattern: "(###) ###-####"))
        return ADWebForm(title: "Prices", root: ADViewGroup([price, phone]), record: ["price": 1234.5, "phone": "8085551212"])
    }

    private static func page(_ client: some TestClientProtocol, language: String?) async throws -> (html: String, cookie: String) {
        var headers: HTTPFields = [:]
        if let language { headers[.acceptLanguage] = language }
        return try await client.execute(uri: "/", method: .get, headers: headers) { response in
            let cookie = try #require(response.headers[.setCookie]?.split(separator: ";").first)
            return (String(buffer: response.body), String(cookie))
        }
    }

    private static func request(
        _ client: some TestClientProtocol, _ uri: String, method: HTTPRequest.Method = .get, body: String = "{}", cookie: String,
        language: String?
    ) async throws -> ADRecord {
        var headers: HTTPFields = [.cookie: cookie, .contentType: "application/json"]
        if let language { headers[.acceptLanguage] = language }
        return try await client.execute(uri: uri, method: method, headers: headers, body: ByteBuffer(string: body)) { response in
            #expect(response.status == .ok, "\(String(buffer: response.body))")
            return try ADRecord(jsonString: String(buffer: response.body))
        }
    }

    private static func shownText(_ state: ADRecord, _ id: String) -> String? {
        guard case .array(let states)? = state["states"] else { return nil }
        for case .record(let control) in states where control["id"] == .string(id) { return control["text"]?.stringValue }
        return nil
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var header: String?
        var opening: String
        var shown: String
        var typed: String
        var testDescription: String { header ?? "no header" }
    }

    @Test("the page's lang and dir, and the numbers shown and read, follow Accept-Language", arguments: [
        Row(header: "de-DE,de;q=0.9", opening: #"<html lang="de-DE" dir="ltr">"#, shown: "1.234,50", typed: "2.500,25"),
        Row(header: "fr-FR", opening: #"<html lang="fr-FR" dir="ltr">"#, shown: "1\u{202F}234,50", typed: "2 500,25"),
        Row(header: "ar", opening: #"<html lang="ar" dir="rtl">"#, shown: "1,234.50", typed: "2500.25"),
        Row(header: "en-US", opening: #"<html lang="en-US" dir="ltr">"#, shown: "1,234.50", typed: "2,500.25"),
        Row(header: "!!garbage;q=x", opening: #"<html lang="en" dir="ltr">"#, shown: "1,234.50", typed: "2500.25"),
        Row(header: nil, opening: #"<html lang="en" dir="ltr">"#, shown: "1,234.50", typed: "2500.25"),
    ])
    func followsTheBrowser(_ row: Row) async throws {
        let store = try await ADWebSessionStore { Self.form() }
        try await Application(router: ADWebServer(sessions: store).router()).test(.router) { client in
            let (html, cookie) = try await Self.page(client, language: row.header)
            #expect(html.hasPrefix("<!doctype html>\n" + row.opening))
            let state = try await Self.request(client, "/state", cookie: cookie, language: row.header)
            #expect(Self.shownText(state, "price") == row.shown)
            #expect(Self.shownText(state, "phone") == "(808) 555-1212", "masks do not depend on the locale")
            let event = #"{"id": "price", "action": "input", "value": "\#(row.typed)"}"#
            _ = try await Self.request(client, "/event", method: .post, body: event, cookie: cookie, language: row.header)
            let record = try await Self.request(client, "/record", cookie: cookie, language: row.header)
            #expect(record["price"] == 2500.25)
        }
    }

    @Test("a form that pins a locale is shown in it whatever the browser asks")
    func pinnedForm() async throws {
        let store = try await ADWebSessionStore {
            let form = Self.form()
            form.controller.pinnedLocale = Locale(identifier: "de-DE")
            return form
        }
        try await Application(router: ADWebServer(sessions: store).router()).test(.router) { client in
            let (html, cookie) = try await Self.page(client, language: "ar")
            #expect(html.hasPrefix("<!doctype html>\n" + #"<html lang="de-DE" dir="ltr">"#))
            let state = try await Self.request(client, "/state", cookie: cookie, language: "ar")
            #expect(Self.shownText(state, "price") == "1.234,50")
        }
    }

    @Test("a parked session keeps its locale, so its unsaved edits read as typed")
    func parkedSessionKeepsItsLocale() async throws {
        let session = ADWebSession { Self.form(live: false) }
        await session.useLanguage(ADUserLocale(acceptLanguage: "de-DE"))
        _ = try await session.handle(ADWebEvent(controlID: "price", action: .input, value: "3.000,5"))
        let state = await session.state()
        #expect(state["locale"] == "de-DE")
        let back = ADWebSession { Self.form(live: false) }
        try await back.restore(state)
        #expect(await back.snapshot().state(of: "price")?.text == "3.000,5")
        #expect(await back.record()["price"] == 1234.5, "not saved yet")
        let saved = await back.save()
        #expect(saved.failures.isEmpty)
        #expect(await back.record()["price"] == 3000.5)
    }
}
