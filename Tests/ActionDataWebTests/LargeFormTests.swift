import ActionData
import ActionDataWeb
import Hummingbird
import HummingbirdTesting
import HTTPTypes
import NIOCore
import TestSupport
import Testing

/// Forms of thousands of controls: what an event costs on the wire does not grow with the
/// form, an event for a control far down the page (one the browser has not laid out yet) is
/// answered like any other, large answers go gzipped, and a form over the server's limit is
/// refused before the server listens.
@Suite("Web: large forms")
struct LargeFormTests {
    /// `controls` controls: half live text fields `f<i>`, half labels `l<i>` each reading
    /// field `i` and field `i + 1`, as Load/bigform.py generates them.
    static func form(controls: Int) -> ADWebForm {
        let fields = controls / 2
        var nodes: [any ADViewNode] = []
        var record = ADRecord()
        for index in 0..<fields {
            let field = ADTextFieldModel(name: "f\(index)", dataPath: "f\(index)")
            field.liveUpdate = true
            nodes.append(field)
            record["f\(index)"] = .string("v\(index)")
        }
        for index in 0..<(controls - fields) {
            nodes.append(ADLabelModel(name: "l\(index)", dataPath: "f\(index % fields) + '/' + f\((index + 1) % fields)"))
        }
        return ADWebForm(title: "Large", root: ADViewGroup(nodes), record: record)
    }

    /// The answer to typing `text` into field `field` of a form of `controls` controls, as the
    /// page receives it.
    private func answer(controls: Int, field: Int, text: String) async throws -> (body: String, states: [ADValue]) {
        let store = try await ADWebSessionStore { Self.form(controls: controls) }
        let application = Application(router: ADWebServer(sessions: store).router())
        return try await application.test(.router) { client in
            let (page, cookie) = try await PageClient.load(client)
            _ = try await page.get("/state", cookie: cookie)
            let event = #"{"id":"f\#(field)","action":"input","value":"\#(text)","sequence":1}"#
            var headers: HTTPFields = [.contentType: "application/json", .acceptEncoding: "gzip"]
            if let cookie { headers[.cookie] = cookie }
            return try await client.execute(uri: "/event", method: .post, headers: headers, body: ByteBuffer(string: event)) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentEncoding] == nil, "an event's answer is too small to gain from gzip")
                let body = String(buffer: response.body)
                let states = try ADRecord(jsonString: body)["states"]?.arrayValue ?? []
                return (body, states)
            }
        }
    }

    @Test(.onOwnThread, arguments: [(200, 50), (10_000, 2_500), (10_000, 4_999)])
    func anEventIsAnsweredWithWhatChangedOnly(controls: Int, field: Int) async throws {
        let fields = controls / 2
        let (_, states) = try await answer(controls: controls, field: field, text: "typed")
        let ids = states.compactMap { $0.recordValue?["id"]?.stringValue }
        #expect(Set(ids) == ["f\(field)", "l\(field)", "l\((field - 1 + fields) % fields)"])
        let reader = states.first { $0.recordValue?["id"]?.stringValue == "l\(field)" }
        #expect(reader?.recordValue?["text"]?.stringValue == "typed/v\((field + 1) % fields)")
    }

    @Test(.onOwnThread) func anEventsAnswerIsTheSameSizeAt200And10000Controls() async throws {
        let small = try await answer(controls: 200, field: 50, text: "x")
        let large = try await answer(controls: 10_000, field: 50, text: "x")
        #expect(small.body.utf8.count == large.body.utf8.count)
    }

    /// A run of more than 100 rows goes in chunks of 100, and the form is busy until the page
    /// has shown its first states (page.css leaves busy chunks out of layout): a form that fits
    /// in one chunk is neither chunked nor busy.
    @Test(.onOwnThread, arguments: [(100, 0), (101, 2), (2_000, 20)])
    func aLongFormIsChunkedAndBusyUntilFilled(controls: Int, chunks: Int) async throws {
        let store = try await ADWebSessionStore { Self.form(controls: controls) }
        let page = store.page(listing: false)
        #expect(page.components(separatedBy: #"<div class="ad-chunk">"#).count - 1 == chunks)
        #expect(page.contains(#"<form id="ad-form" novalidate aria-busy="true">"#) == (chunks > 0))
        #expect(page.components(separatedBy: #"<div class="ad-row""#).count - 1 == controls)
    }

    @Test(.onOwnThread) func thePageAndTheFirstStatesGoGzipped() async throws {
        let store = try await ADWebSessionStore { Self.form(controls: 2_000) }
        let application = Application(router: ADWebServer(sessions: store).router())
        try await application.test(.router) { client in
            let cookie = try await client.execute(uri: "/", method: .get, headers: [.acceptEncoding: "gzip, deflate"]) { response in
                #expect(response.headers[.contentEncoding] == "gzip")
                #expect(response.headers[.vary] == "Accept-Encoding")
                #expect(response.body.getBytes(at: response.body.readerIndex, length: 2) == [0x1f, 0x8b], "a gzip stream")
                return response.headers[.setCookie]?.split(separator: ";").first.map(String.init) ?? ""
            }
            let plain = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie]) { response in
                #expect(response.headers[.contentEncoding] == nil, "no Accept-Encoding: the page as it is")
                return response.body.readableBytes
            }
            try await client.execute(uri: "/state", method: .get, headers: [.cookie: cookie, .acceptEncoding: "gzip"]) { response in
                #expect(response.headers[.contentEncoding] == "gzip")
                #expect(response.body.readableBytes * 5 < plain, "the states of 2,000 controls compress well")
            }
            for uri in ["/page.js", "/page.css"] {
                try await client.execute(uri: uri, method: .get, headers: [.acceptEncoding: "gzip;q=0"]) { response in
                    #expect(response.headers[.contentEncoding] == nil, "gzip;q=0 refuses gzip")
                }
                try await client.execute(uri: uri, method: .get, headers: [.acceptEncoding: "gzip"]) { response in
                    #expect(response.headers[.contentEncoding] == "gzip")
                }
            }
        }
    }

    /// More languages than the server keeps pages for (32), each asked twice.
    static let languages = [
        "de", "fr", "es", "it", "nl", "pt", "sv", "da", "fi", "pl", "cs", "sk", "hu", "ro", "bg", "el", "tr", "ru", "uk", "he",
        "ar", "fa", "hi", "bn", "ta", "th", "vi", "id", "ms", "ja", "ko", "zh", "ca", "eu", "hr", "sl", "lt", "lv", "et", "is",
    ]

    @Test(.onOwnThread) func thePageKeptPerLanguageIsEachLanguagesOwnPlainOrGzipped() async throws {
        let store = try await ADWebSessionStore { Self.form(controls: 200) }
        let application = Application(router: ADWebServer(sessions: store).router())
        try await application.test(.router) { client in
            var gzipped: [String: ByteBuffer] = [:]
            for round in 0..<2 {
                for language in Self.languages {
                    try await client.execute(uri: "/", method: .get, headers: [.acceptLanguage: language]) { response in
                        #expect(response.headers[.contentEncoding] == nil)
                        let page = String(buffer: response.body)
                        let direction = ["ar", "fa", "he"].contains(language) ? "rtl" : "ltr"
                        #expect(page.contains(#"<html lang="\#(language)" dir="\#(direction)">"#), "round \(round)")
                    }
                    try await client.execute(uri: "/", method: .get, headers: [.acceptLanguage: language, .acceptEncoding: "gzip"]) {
                        response in
                        #expect(response.headers[.contentEncoding] == "gzip")
                        if let first = gzipped[language] {
                            #expect(response.body == first, "the same page, compressed the same")
                        } else {
                            gzipped[language] = response.body
                        }
                    }
                }
            }
            #expect(Set(gzipped.values).count == Self.languages.count, "each language its own page")
        }
    }

    @Test(.onOwnThread, arguments: [(4, 3, false), (200, 200, true), (200, 199, false), (10_000, ADWebServerLimits().maximumControls, true)])
    func aFormOverTheControlLimitIsRefusedBeforeTheServerListens(controls: Int, limit: Int, accepted: Bool) async throws {
        var limits = ADWebServerLimits()
        limits.maximumControls = limit
        let perBrowser = ADWebServer(sessions: try await ADWebSessionStore { Self.form(controls: controls) }, limits: limits)
        let shared = ADWebServer(session: ADWebSession(form: Self.form(controls: controls)), limits: limits)
        for server in [perBrowser, shared] {
            do {
                try server.checkFormSize()
                #expect(accepted)
            } catch {
                #expect(!accepted)
                #expect(error == ADWebFormSizeError(controls: controls, limit: limit))
                #expect(error.description.contains("\(controls) bound controls"))
                #expect(error.description.contains("maximumControls"))
            }
        }
    }
}
