import ActionData
import ActionDataWeb
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Web: HTTP routes")
struct WebServerTests {
    private func application() -> some ApplicationProtocol {
        Application(router: ADWebServer(session: ADWebSession { WebFormFixture.form() }).router())
    }

    @Test func pageAndStateAreServed() async throws {
        try await application().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
                #expect(String(buffer: response.body).contains("ad-form"))
            }
            try await client.execute(uri: "/state", method: .get) { response in
                let update = try ADRecord(jsonString: String(buffer: response.body))
                #expect(update.value(at: "record.name") == "Swift File")
                #expect(update["states"]?.arrayValue?.count == 10)
            }
        }
    }

    @Test func eventsUpdateTheRecordAndAnswerWithChangedControls() async throws {
        try await application().test(.router) { client in
            let event = #"{"id": "name", "action": "input", "value": "Kotlin"}"#
            try await client.execute(uri: "/event", method: .post, body: ByteBuffer(string: event)) { response in
                #expect(response.status == .ok)
                let update = try ADRecord(jsonString: String(buffer: response.body))
                #expect(update.value(at: "record.name") == "Kotlin")
                #expect(update.value(at: "states.1.text") == "Category: Kotlin")
            }
            try await client.execute(uri: "/record", method: .get) { response in
                let record = try ADRecord(jsonString: String(buffer: response.body))
                #expect(record["name"] == "Kotlin")
            }
        }
    }

    @Test func badEventsGetTheirStatusAndAMessage() async throws {
        try await application().test(.router) { client in
            try await client.execute(uri: "/event", method: .post, body: ByteBuffer(string: #"{"id": "nope", "action": "input"}"#)) { response in
                #expect(response.status == .notFound)
                let reply = try ADRecord(jsonString: String(buffer: response.body))
                #expect(reply["error"] == .string(#"the form has no control "nope""#))
            }
            let huge = ByteBuffer(string: String(repeating: "x", count: 100_000))
            try await client.execute(uri: "/event", method: .post, body: huge) { response in
                #expect(response.status == .contentTooLarge)
            }
        }
    }

    @Test func saveAndResetAnswerWithTheRecord() async throws {
        try await application().test(.router) { client in
            try await client.execute(uri: "/save", method: .post) { response in
                let update = try ADRecord(jsonString: String(buffer: response.body))
                #expect(update["failures"] == [])
                #expect(update.value(at: "record.quantity") == 5)
            }
            try await client.execute(uri: "/reset", method: .post) { response in
                #expect(response.status == .ok)
            }
        }
    }
}
