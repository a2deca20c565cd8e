import ActionData
import ActionDataSQLite
import ActionDataWeb
import ArgumentParser

/// `actiondata serve`: the demo — the spec's Category form in the browser, live — or any
/// Interface Builder document's bound scene.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a bound form in the browser (by default the demo Category form) at http://127.0.0.1:8080.",
        discussion: """
            Without a document, serves the spec's Category app: a searchable list of categories stored \
            in SQLite (--database, created and seeded on first run) beside the Category form. With a \
            .storyboard or .xib, serves its first scene with bindings (or --scene) filled from --record, \
            a JSON object. Each browser gets its own form (a session kept in a cookie) unless --shared \
            is given.
            """
    )

    @Argument(help: "An Interface Builder .storyboard or .xib whose bound scene to serve.")
    var document: String?

    @Option(name: .long, help: "A JSON file with the record to fill the document's form from.")
    var record: String?

    @Option(name: .long, help: "The demo's SQLite database, created and seeded when missing.")
    var database = "actiondata-demo.sqlite"

    @Option(name: .long, help: "The scene to serve, by identifier or title.")
    var scene: String?

    @Option(name: .long, help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(name: .long, help: "The port to listen on.")
    var port = 8080

    @Flag(name: .long, help: "Serve one form to every browser instead of one form per browser.")
    var shared = false

    func run() async throws {
        let makeForm: @Sendable () throws -> ADWebForm
        var records: (any ADWebRecordStore)?
        if let document {
            let (record, scene) = (record, scene)
            makeForm = { try InterfaceDocumentForm.make(documentPath: document, recordPath: record, sceneID: scene) }
        } else {
            let categories = try CategoryApp.open(path: database)
            makeForm = { try categories.makeForm() }
            records = categories.store
            print("Categories: \(database)")
        }
        let server = shared
            ? ADWebServer(session: try ADWebSession(makeForm), records: records)
            : ADWebServer(sessions: try ADWebSessionStore(makeForm: makeForm), records: records)
        print("ActionData: http://\(host):\(port)  (Ctrl-C stops it)")
        try await server.run(host: host, port: port)
    }
}
