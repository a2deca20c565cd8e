@testable import actiondata
import ActionData
import ArgumentParser
import TestSupport
import Testing

@Suite("actiondata lint and serve --formatter")
struct FormatterOptionTests {
    static let fixtures = FixtureFiles.directory.path

    @Test("the AKABeacon constructs fixture lints with 0 errors; an unnamed custom formatter is a warning saying how to name it")
    func constructsFixtureIsClean() throws {
        let files = ["\(Self.fixtures)/AKABeaconConstructs.storyboard"]
        let model = "\(Self.fixtures)/AKABeaconConstructs.json"
        let without = LintRunner(files: files, modelPath: model, typeName: nil, format: .text).run()
        #expect(without.exitCode == 0, "\(without.output)")
        #expect(!without.output.contains("error:"), "\(without.output)")
        let warning = without.output.split(separator: "\n").first { $0.contains("<CustomFormatter>") }
        #expect(warning?.contains("warning: ") == true, "\(without.output)")
        #expect(warning?.contains("--formatter CustomFormatter") == true)
        #expect(warning?.contains("ADBindingClassRegistry") == true)

        let command = try LintCommand.parse(files + ["--model", model, "--formatter", "CustomFormatter"])
        let registry = try CommandFormatters.registry(adding: command.formatters)
        let with = LintRunner(files: files, modelPath: model, typeName: nil, format: .text, registry: registry).run()
        #expect(with.exitCode == 0, "\(with.output)")
        #expect(!with.output.contains("error:"), "\(with.output)")
        #expect(!with.output.contains("<CustomFormatter>"), "\(with.output)")
    }

    @Test("--formatter repeats and takes class names only", arguments: [
        (["--formatter", "A", "--formatter", "B_2"], nil),
        (["--formatter", "2Fast"], "is not a class name"),
        (["--formatter", "a-b"], "is not a class name"),
        (["--formatter", ""], "is not a class name"),
        (["--formatter", "NSNumberFormatter"], "is built in"),
    ] as [([String], String?)])
    func names(arguments: [String], problem: String?) {
        do {
            let command = try LintCommand.parse(["Form.storyboard"] + arguments)
            let registry = try CommandFormatters.registry(adding: command.formatters)
            #expect(problem == nil)
            for name in command.formatters { #expect(registry.names.contains(name)) }
        } catch {
            let message = LintCommand.message(for: error)
            #expect(problem != nil, "\(message)")
            if let problem { #expect(message.contains(problem), "\(message)") }
        }
    }

    @Test("serve takes --formatter for a document, and refuses it for the demo")
    func serve() throws {
        let fixture = "\(Self.fixtures)/AKABeaconConstructs.storyboard"
        let command = try ServeCommand.parse([fixture, "--formatter", "CustomFormatter", "--formatter", "Other"])
        #expect(command.formatters == ["CustomFormatter", "Other"])
        #expect(throws: (any Error).self) { try ServeCommand.parse(["--formatter", "CustomFormatter"]) }
        #expect(throws: (any Error).self) { try ServeCommand.parse([fixture, "--formatter", "not a name"]) }
    }

    @Test("the served fixture shows its greeting through the --formatter template")
    func servedForm() throws {
        let registry = try CommandFormatters.registry(adding: ["CustomFormatter"])
        let form = try InterfaceDocumentForm.make(
            documentPath: "\(Self.fixtures)/AKABeaconConstructs.storyboard", recordPath: "\(Self.fixtures)/AKABeaconConstructs.json",
            sceneID: nil, registry: registry)
        let texts = form.snapshot().states.compactMap(\.text)
        #expect(texts.contains("Hello, Ada"), "\(texts)")
        #expect(form.controller.issues.filter { $0.severity == .error }.map(\.message) == [])
    }

    static let templateCases: [(format: String?, value: ADValue, shown: String, read: String, back: String)] = [
        ("Hello, %@", "Ada", "Hello, Ada", "Hello, Grace", "Grace"),
        ("%@ kg", 12, "12 kg", "7 kg", "7"),
        ("Hello, %@", "Ada", "Hello, Ada", "Grace", "Grace"),
        ("%@ and %@", "x", "x and x", "y and y", "y and y"),
        (nil, "Ada", "Ada", "Grace", "Grace"),
    ]

    @Test("a --formatter shows the value in its format and reads typed text back", arguments: templateCases)
    func template(format: String?, value: ADValue, shown: String, read: String, back: String) throws {
        let registry = try CommandFormatters.registry(adding: ["Template"])
        let settings: ADRecord = format.map { ["format": .string($0)] } ?? [:]
        let formatter = try #require(try registry.formatter("Template", settings: settings)).formatter
        #expect(try formatter.text(for: value) == shown)
        #expect(try formatter.value(from: read) == .string(back))
    }
}
