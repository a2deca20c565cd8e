import ActionData
import ActionDataWeb
import ArgumentParser

/// `actiondata serve`: the demo — the spec's Category form in the browser, live.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the demo Category form at http://127.0.0.1:8080: edit it and watch dependent controls update."
    )

    @Option(name: .long, help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(name: .long, help: "The port to listen on.")
    var port = 8080

    func run() async throws {
        let session = try ADWebSession { try DemoCategoryForm.make() }
        print("ActionData demo: http://\(host):\(port)  (Ctrl-C stops it)")
        try await ADWebServer(session: session).run(host: host, port: port)
    }
}
