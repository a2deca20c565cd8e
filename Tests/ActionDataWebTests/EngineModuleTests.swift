import ActionData
import ActionDataWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import HTTPTypes
import Testing

/// `/engine.wasm`, the engine's text-entry core as WebAssembly: served as `application/wasm`,
/// gzipped to browsers that take it, cached for good under its versioned URL, allowed by the
/// Content-Security-Policy; and the server checks each masked edit the page's module computed.
@Suite("Web: the page's WebAssembly module")
struct EngineModuleTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ActionDataWeb/Resources")

    private func application() -> some ApplicationProtocol {
        Application(router: ADWebServer(session: ADWebSession { WebFocusEventTests.form() }).router())
    }

    /// The page's versioned module URL, from its `actiondata-engine` meta element.
    private func engineURL(_ client: some TestClientProtocol) async throws -> String {
        try await client.execute(uri: "/", method: .get) { response in
            let html = String(buffer: response.body)
            guard let start = html.range(of: #"name="actiondata-engine" content=""#) else { return "" }
            return String(html[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test func theModuleIsServedAsWebAssemblyAndCachedUnderItsVersionedURL() async throws {
        let module = try Data(contentsOf: Self.resources.appendingPathComponent("engine.wasm"))
        let gzipped = try Data(contentsOf: Self.resources.appendingPathComponent("engine.wasm.gz"))
        try await application().test(.router) { client in
            let url = try await engineURL(client)
            #expect(url.hasPrefix("/engine.wasm?v=") && url.count == "/engine.wasm?v=".count + 16, "\(url)")
            try await client.execute(uri: url, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/wasm")
                #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
                #expect(response.headers[.contentEncoding] == nil)
                #expect(Data(buffer: response.body) == module)
                #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self' 'wasm-unsafe-eval'") == true)
            }
            try await client.execute(uri: url, method: .get, headers: [.acceptEncoding: "br, gzip;q=0.9"]) { response in
                #expect(response.headers[.contentEncoding] == "gzip")
                #expect(Data(buffer: response.body) == gzipped)
                #expect(response.headers[.vary] == "Accept-Encoding")
            }
            try await client.execute(uri: url, method: .get, headers: [.acceptEncoding: "gzip;q=0"]) { response in
                #expect(response.headers[.contentEncoding] == nil)
            }
            for stale in ["/engine.wasm", "/engine.wasm?v=0000000000000000"] {
                try await client.execute(uri: stale, method: .get) { response in
                    #expect(response.headers[.cacheControl] == "no-cache", "\(stale)")
                }
            }
            try await client.execute(uri: "/page.js", method: .get) { response in
                #expect(response.headers[.cacheControl] == "no-store", "other answers are still never stored")
            }
        }
    }

    private func edit(_ start: Int, _ end: Int, _ text: String, expect: String? = nil) -> ADValue {
        var edit: ADRecord = ["start": .int(Int64(start)), "end": .int(Int64(end)), "text": .string(text)]
        if let expect { edit["expect"] = .string(expect) }
        return .record(edit)
    }

    @Test func anEditThePageComputedAlikeIsNoMismatchAndOneComputedOtherwiseIsReported() throws {
        let form = WebFocusEventTests.form()
        _ = try form.handle(ADWebEvent(controlID: "phone", action: .focus))
        let agreed = try form.handle(ADWebEvent(controlID: "phone", action: .edit, value: edit(0, 0, "8", expect: "(8")))
        #expect(agreed.predictionMismatch == nil)
        let differed = try form.handle(ADWebEvent(controlID: "phone", action: .edit, value: edit(2, 2, "0", expect: "(81")))
        #expect(differed.state(of: "phone")?.text == "(80", "the server's answer wins")
        #expect(differed.predictionMismatch == ADWebPredictionMismatch(controlID: "phone", before: "(8", expected: "(81", answered: "(80"))
    }

    /// Edits the module refuses as malformed get the same refusal from the server: a 400 naming why.
    static let malformed: [(Int, Int, String, String)] = [
        (3, 1, "1", "range must run forwards"), (-1, 0, "1", "range must run forwards"),
        (0, 0, String(repeating: "5", count: 4097), "replacement is longer than 4096"),
    ]

    @Test(arguments: malformed)
    func aMalformedEditIsRefusedAsTheModuleRefusesIt(start: Int, end: Int, text: String, reason: String) throws {
        let form = WebFocusEventTests.form()
        let error = #expect(throws: ADWebError.self) {
            try form.handle(ADWebEvent(controlID: "phone", action: .edit, value: edit(start, end, text)))
        }
        #expect(error?.status == 400)
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "")")
        #expect(form.controller.record["phone"] == "")
    }
}
