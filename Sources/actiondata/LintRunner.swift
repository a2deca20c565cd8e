import ActionData
import ActionDataStoryboard
import ActionDataSwiftModel
import Foundation

/// What `actiondata lint` does, apart from reading its arguments: load the model and
/// the documents, lint, and render the findings.
struct LintRunner {
    /// The rendered findings, any fatal message, and the exit status.
    struct Result {
        var output: String
        var failure: String
        var exitCode: Int32
    }

    let files: [String]
    let modelPath: String?
    let typeName: String?
    let format: LintOutputFormat
    /// The classes the documents may name, with the `--formatter` custom formatters.
    var registry: ADBindingClassRegistry = .standard

    func run() -> Result {
        let model: ADLintModel?
        do {
            model = try modelPath.map(loadModel)
        } catch {
            return Result(output: "", failure: "error: \(error)\n", exitCode: 2)
        }
        let linter = ADStoryboardLinter(model: model, registry: registry)
        var diagnostics: [ADLintDiagnostic] = []
        for file in files {
            do {
                let document = try ADInterfaceDocument(contentsOf: URL(fileURLWithPath: file))
                diagnostics += linter.lint(document, file: file)
            } catch {
                diagnostics.append(
                    ADLintDiagnostic(
                        file: file, line: max(1, error.line), severity: .error, message: "cannot read the document: \(error.message)",
                        objectID: "", property: nil))
            }
        }
        let hasErrors = diagnostics.contains { $0.severity == .error }
        do {
            return Result(output: try render(diagnostics), failure: "", exitCode: hasErrors ? 1 : 0)
        } catch {
            return Result(output: "", failure: "error: the findings cannot be written as JSON: \(error)\n", exitCode: 2)
        }
    }

    /// A model from a JSON sample record or a Swift source file.
    func loadModel(_ path: String) throws -> ADLintModel {
        let url = URL(fileURLWithPath: path)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LintModelError(description: "cannot read the model \(path): \(error.localizedDescription)")
        }
        if path.hasSuffix(".swift") {
            let reader = ADSwiftModelReader(source: String(decoding: data, as: UTF8.self))
            do {
                return try reader.model(typeName: typeName)
            } catch {
                throw LintModelError(description: "\(path): \(error)")
            }
        }
        do {
            let name = url.deletingPathExtension().lastPathComponent
            return ADLintModel(sample: try ADRecord(jsonData: data), name: name)
        } catch {
            throw LintModelError(description: "\(path) is not a JSON object record: \(error)")
        }
    }

    private func render(_ diagnostics: [ADLintDiagnostic]) throws -> String {
        switch format {
        case .text:
            return diagnostics.map(\.description).joined(separator: "\n")
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let errors = diagnostics.filter { $0.severity == .error }.count
            let report = LintReport(diagnostics: diagnostics, errors: errors, warnings: diagnostics.count - errors)
            return String(decoding: try encoder.encode(report), as: UTF8.self)
        }
    }
}

/// The `--format json` document.
struct LintReport: Codable {
    let diagnostics: [ADLintDiagnostic]
    let errors: Int
    let warnings: Int
}

/// A model file that cannot be used.
struct LintModelError: Error, CustomStringConvertible {
    let description: String
}
