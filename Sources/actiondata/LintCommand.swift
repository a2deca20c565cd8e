import ArgumentParser
import Foundation

/// `actiondata lint Form.storyboard --model model.json`: checks a form's bindings.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the bindings of storyboards and xibs against a model.",
        discussion: """
            Reports unparsable formulas and binding expressions, fields the model lacks (with a suggestion), editable controls bound to formulas, certain type mismatches, suspicious date and number patterns, and unknown attributes, as `file:line: error|warning: message`. Exits with status 1 when there is any error, 2 when the model cannot be used.

            Examples:
              actiondata lint Form.storyboard --model category.json
              actiondata lint Form.storyboard Detail.xib --model Category.swift \\
                --type Category --format json
              actiondata lint Form.storyboard --model form.json --formatter CustomFormatter

            --formatter NAME (repeatable) makes `formatter: <NAME> { … }` a known custom formatter, accepting any configuration attributes.
            """
    )

    @Argument(help: "The .storyboard and .xib files to check.")
    var files: [String]

    @Option(help: "The model: a sample record as JSON (.json) or a Swift file declaring the Codable type (.swift).")
    var model: String?

    @Option(help: "The type to read from a Swift model file when it declares several.")
    var type: String?

    @Option(help: "Output format: text (default) or json.")
    var format: LintOutputFormat = .text

    @Option(name: .customLong("formatter"), help: "A custom formatter class the documents name as <NAME> (repeatable).")
    var formatters: [String] = []

    func validate() throws {
        if files.isEmpty { throw ValidationError("Give at least one .storyboard or .xib file.") }
        if type != nil, model?.hasSuffix(".swift") != true {
            throw ValidationError("--type chooses a type in a Swift model file; give --model Model.swift.")
        }
        _ = try CommandFormatters.registry(adding: formatters)
    }

    func run() throws {
        let registry = try CommandFormatters.registry(adding: formatters)
        let result = LintRunner(files: files, modelPath: model, typeName: type, format: format, registry: registry).run()
        if !result.output.isEmpty { print(result.output) }
        if !result.failure.isEmpty { FileHandleOutput.standardError(result.failure) }
        if result.exitCode != 0 { throw ExitCode(result.exitCode) }
    }
}

/// How `actiondata lint` prints its findings.
enum LintOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
