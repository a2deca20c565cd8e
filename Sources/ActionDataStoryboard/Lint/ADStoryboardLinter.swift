import ActionData
import Foundation

/// Checks the bindings of an Interface Builder document, before the app runs.
///
/// For every binding it reports, as ``ADLintDiagnostic``s in document order:
/// - formulas and binding expressions that do not parse, and AKABeacon attributes the
///   binding does not understand (errors);
/// - fields the model lacks, with a "did you mean" suggestion (errors; needs a model);
/// - editable controls whose data path is a formula, so edits cannot be written back (errors);
/// - type mismatches that are certain, such as a switch bound to text that is not a
///   boolean word, or a slider bound to a date (errors; needs a model);
/// - unknown `formatType`s (errors) and suspicious date and number patterns (warnings, from `ADPatternLint`);
/// - unknown bound-control classes and runtime attributes (warnings).
///
/// ```swift
/// let linter = ADStoryboardLinter(model: ADLintModel(sample: try ADRecord(jsonData: json)))
/// for diagnostic in linter.lint(document, file: "Form.storyboard") { print(diagnostic) }
/// ```
public struct ADStoryboardLinter: Sendable {
    /// The model to check field paths and types against; `nil` skips those checks.
    public var model: ADLintModel?
    /// Resolves `<Class>` references in AKABeacon expressions.
    public var registry: ADBindingClassRegistry

    /// A linter for `model` (or none) and `registry`.
    public init(model: ADLintModel? = nil, registry: ADBindingClassRegistry = .standard) {
        self.model = model
        self.registry = registry
    }

    /// The diagnostics for `document`, labelled with `file`, sorted by line.
    public func lint(_ document: ADInterfaceDocument, file: String) -> [ADLintDiagnostic] {
        let set = ADInterfaceBindingSet(document: document, registry: registry)
        var run = LintRun(file: file, model: model)
        for note in set.notes {
            run.add(.warning, line: note.line, "\(note.className) '\(note.objectID)': \(note.message)", objectID: note.objectID, property: nil)
        }
        let cells = Set(document.allObjects.filter { $0.elementName == "tableView" }.flatMap { table in
            table.allObjects.filter { $0.id != table.id }.map(\.id)
        })
        for binding in set.bindings {
            run.check(binding, rowRelative: cells.contains(binding.objectID))
        }
        for object in document.allObjects {
            run.checkFormat(of: object)
        }
        return run.diagnostics.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
    }
}
