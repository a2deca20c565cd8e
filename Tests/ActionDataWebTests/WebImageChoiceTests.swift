import ActionData
import ActionDataWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Choosing an image for an image view that writes back (DataBindSwift's Image field).
@Suite("Web: an image chosen in the page")
struct WebImageChoiceTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])

    static func form() -> ADWebForm {
        let photo = ADImageViewModel(name: "photo", dataPath: "photo")
        photo.validation.persist = true
        photo.maximumImageSize = 64
        let logo = ADImageViewModel(name: "logo", dataPath: "logo")
        return ADWebForm(title: "Images", root: ADViewGroup([photo, logo]), record: ["photo": "", "logo": ""])
    }

    private func application(limits: ADWebServerLimits = ADWebServerLimits()) -> some ApplicationProtocol {
        Application(router: ADWebServer(session: ADWebSession { Self.form() }, limits: limits).router())
    }

    private func upload(
        _ client: any TestClientProtocol, _ bytes: Data, id: String = "photo", type: String = "application/octet-stream",
        extra: HTTPFields = [:]
    ) async throws -> (HTTPResponse.Status, ADRecord) {
        let (page, _) = try await PageClient.load(client)
        var headers: HTTPFields = [.contentType: type]
        if let token = page.token, let name = HTTPField.Name("X-ActionData-Token") { headers[name] = token }
        headers.append(contentsOf: extra)
        return try await client.execute(
            uri: "/image?id=\(id)&sequence=1", method: .post, headers: headers, body: ByteBuffer(bytes: Array(bytes))
        ) { response in
            (response.status, (try? ADRecord(jsonString: String(buffer: response.body))) ?? [:])
        }
    }

    @Test func onlyAnImageViewThatWritesBackHasAChooser() {
        let html = Self.form().html()
        #expect(html.contains(#"<input id="adc-photo-file" type="file" accept="image/png,image/jpeg,image/gif" data-max-bytes="64""#))
        #expect(!html.contains("adc-logo-file"))
    }

    @Test func aChosenImageIsShownAndSavedAsBase64() async throws {
        try await application().test(.router) { client in
            let (status, update) = try await upload(client, Self.png)
            #expect(status == .ok)
            let state = try #require(update["states"]?.arrayValue?.first?.recordValue)
            #expect(state["image"] == .string("data:image/png;base64," + Self.png.base64EncodedString()))
            #expect(state["error"] == .null)
            let (page, _) = try await PageClient.load(client)
            let (saved, _) = try await page.post("/save")
            #expect(saved == .ok)
            #expect(try await page.get("/record")["photo"] == .string(Self.png.base64EncodedString()))
        }
    }

    /// Bytes the image view refuses: the reason is the control's message and nothing changes.
    @Test(arguments: [
        (Data("not an image at all".utf8), "not PNG, JPEG or GIF"),
        (png + Data(count: 60), "at most 64 bytes"),
    ])
    func refusedBytesBecomeTheControlsMessage(bytes: Data, reason: String) async throws {
        try await application().test(.router) { client in
            let (status, update) = try await upload(client, bytes)
            #expect(status == .ok)
            let state = try #require(update["states"]?.arrayValue?.first?.recordValue)
            #expect(state["image"] == .null)
            #expect(state["error"]?.stringValue?.contains(reason) == true)
        }
    }

    /// Requests that must not reach the image view.
    @Test(arguments: [
        ("text/plain", "photo", HTTPResponse.Status.unsupportedMediaType),
        ("application/json", "photo", .unsupportedMediaType),
        ("multipart/form-data; boundary=x", "photo", .unsupportedMediaType),
        ("application/octet-stream", "logo", .badRequest),
        ("application/octet-stream", "nothing", .notFound),
    ])
    func wrongRequestsAreRefused(type: String, id: String, expected: HTTPResponse.Status) async throws {
        try await application().test(.router) { client in
            let (status, _) = try await upload(client, Self.png, id: id, type: type)
            #expect(status == expected)
        }
    }

    @Test func crossSiteUploadsAreRefused() async throws {
        try await application().test(.router) { client in
            var foreign: HTTPFields = [.origin: "https://evil.example"]
            if let site = HTTPField.Name("Sec-Fetch-Site") { foreign[site] = "cross-site" }
            let (status, _) = try await upload(client, Self.png, extra: foreign)
            #expect(status == .forbidden)
        }
    }

    @Test func anImageLargerThanTheServersLimitIsRefusedBeforeItIsRead() async throws {
        var limits = ADWebServerLimits()
        limits.maximumImageSize = 1024
        try await application(limits: limits).test(.router) { client in
            let (status, _) = try await upload(client, Self.png + Data(count: 2048))
            #expect(status == .contentTooLarge)
        }
    }

    @Test func aChosenImageSurvivesParking() throws {
        let form = Self.form()
        _ = try form.handle(ADWebEvent(controlID: "photo", action: .commit, value: .data(Self.png), sequence: 1))
        let parked = form.sessionState
        let restored = Self.form()
        try restored.restore(try ADRecord(jsonString: parked.jsonString()))
        let photo = try #require(restored.controller.controls.first as? ADImageViewModel)
        #expect(photo.imageData == Self.png)
        #expect(photo.hasEdits)
    }
}
