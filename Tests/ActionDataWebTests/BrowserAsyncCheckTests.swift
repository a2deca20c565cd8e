import ActionData
import ActionDataWeb
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

/// An asynchronous name check in Chromium, by `Tests/Browser/async_check.py`: the validator
/// answers after 2 s, "This name is taken" for Grace; the page shows the pending check, then
/// the refusal in a polite live region, and Save waits for the check and is refused naming the
/// field. Skipped, saying why, where Chromium or Playwright is missing.
@Suite(
    "Browser: asynchronous checks on the page",
    .enabled(if: BrowserScript.missing == nil, Comment(rawValue: BrowserScript.missing ?? "")))
struct BrowserAsyncCheckTests {
    static func form() -> ADWebForm {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        name.validation.asyncValidator = "nameFree"
        let form = ADWebForm(title: "Person", root: ADViewGroup([name]), record: ["name": "Ada"])
        form.useAsyncValidators(
            ADAsyncValidatorRegistry([
                ADAsyncValidator("nameFree") { value in
                    try await Task.sleep(for: .seconds(2))
                    return value == "Grace" ? "This name is taken" : nil
                }
            ]),
            timing: ADAsyncValidationTiming(debounce: .milliseconds(200), timeout: .seconds(5)))
        return form
    }

    @Test func aTakenNameIsShownAndRefusesSave() async throws {
        let application = Application(
            router: ADWebServer(sessions: try await ADWebSessionStore { Self.form() }).router(),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await application.test(.live) { client in
            let port = try #require(client.port)
            let run = try await BrowserScript.run("async_check.py", ["--url", "http://127.0.0.1:\(port)/"])
            #expect(run.status == 0, "\(run.output)")
        }
    }
}
