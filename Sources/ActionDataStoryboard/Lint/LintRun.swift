import ActionData
import Foundation

/// One pass of the linter over a document's bindings, collecting diagnostics.
struct LintRun {
    let file: String
    let model: ADLintModel?
    private(set) var diagnostics: [ADLintDiagnostic] = []

    init(file: String, model: ADLintModel?) {
        self.file = file
        self.model = model
    }

    mutating func add(
        _ severity: ADLintDiagnostic.Severity, line: Int, _ message: String, objectID: String, property: String?
    ) {
        diagnostics.append(
            ADLintDiagnostic(file: file, line: line, severity: severity, message: message, objectID: objectID, property: property))
    }

    /// Checks one binding; the fields of a binding inside a table view's cell (`rowRelative`)
    /// belong to each row, not to the model, and are not checked against it.
    mutating func check(_ binding: ADInterfaceBinding, rowRelative: Bool = false) {
        let subject = "\(binding.property) of \(binding.className) '\(binding.objectID)'"
        for error in binding.errors {
            if error.isUnregisteredFormatterClass {
                add(.warning, line: binding.line(of: error), "\(subject): \(Self.unregisteredFormatter(error))",
                    objectID: binding.objectID, property: binding.property)
                continue
            }
            let what = if case .invalidFormula = error.reason { "formula does not parse: " } else { "" }
            add(.error, line: binding.line(of: error), "\(subject): \(what)\(error.message) (column \(error.column))",
                objectID: binding.objectID, property: binding.property)
        }
        guard let expression = binding.expression?.pickerBinding else { return }
        if binding.isEditable, expression.writableFieldPath == nil {
            let message = ADWriteBackRule.message(source: binding.source, isExpression: binding.convention == .akaBeacon)
            add(ADLintDiagnostic.Severity(ADWriteBackRule.severity), line: binding.line, "\(subject) \(message)",
                objectID: binding.objectID, property: binding.property)
        }
        guard let model, !rowRelative else { return }
        checkFields(of: binding, expression: expression, subject: subject, model: model)
        checkChoices(of: binding, expression: expression, subject: subject, model: model)
        if Self.carriesValue(binding), let path = expression.writableFieldPath, let type = model.type(of: path) {
            checkType(of: binding, path: path, type: type, subject: subject, model: model)
        }
    }

    /// The warning for a formatter class the linter was not told of, saying how to tell it.
    static func unregisteredFormatter(_ error: ADBindingExpressionError) -> String {
        let name = error.found.trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
        return "formatter class \(error.found) is not registered, so its settings are not checked (column \(error.column)); "
            + "if the app registers it, name it with 'actiondata lint --formatter \(name)', or register it in "
            + "ADBindingClassRegistry with register(_:attributes:)"
    }

    private mutating func checkFields(
        of binding: ADInterfaceBinding, expression: ADBindingExpression, subject: String, model: ADLintModel
    ) {
        var reported = Set<ADFieldPath>()
        for (function, list, offset) in LintFieldWalker.aggregatedLists(in: expression, kind: binding.bindingKind) {
            guard let type = model.type(of: list), type != .array, type != .null else { continue }
            add(.error, line: binding.line(atOffset: offset),
                "\(subject): \(function)() aggregates a list, but field '\(list)' is a \(type) field",
                objectID: binding.objectID, property: binding.property)
        }
        let isList = { (path: ADFieldPath) in model.type(of: path) == .array }
        for (path, offset) in LintFieldWalker.modelPaths(in: expression, kind: binding.bindingKind, isList: isList)
        where model.type(of: path) == nil && !Self.isUnderOpaqueField(path, in: model) && reported.insert(path).inserted {
            let suggestion = model.suggestion(for: path).map { "; did you mean '\($0)'?" } ?? ""
            let modelName = model.name.map { " \($0)" } ?? ""
            add(.error, line: binding.line(atOffset: offset),
                "\(subject): field '\(path)' is not in the model\(modelName)\(suggestion)",
                objectID: binding.objectID, property: binding.property)
        }
    }

    /// What a control (or a DataBindSwift `fieldType`) needs its field to hold, in the
    /// DataBindSwift field-type vocabulary the engine validates with.
    private static func expectation(for binding: ADInterfaceBinding) -> ADFieldType? {
        if binding.convention == .dataBindSwift, case .string(let name)? = binding.settings["fieldType"],
           let fieldType = ADFieldType(rawValue: name.lowercased()), fieldType == .logic || fieldType == .number {
            return fieldType
        }
        if binding.bindingKind == .state { return .logic }
        if binding.bindingKind == .value, binding.controlKind != .control(.segmentedControl) { return .number }
        guard case .control(let kind) = binding.controlKind else { return nil }
        switch kind {
        case .switch: return .logic
        case .slider, .stepper, .progressView: return .number
        case .label, .textField, .textView, .imageView, .webView, .segmentedControl, .textPicker, .datePicker, .list: return nil
        }
    }

    private mutating func checkType(
        of binding: ADInterfaceBinding, path: ADFieldPath, type: ADValue.Kind, subject: String, model: ADLintModel
    ) {
        guard let expectation = Self.expectation(for: binding) else { return }
        let holder = binding.convention == .dataBindSwift ? "a \(expectation.rawValue) field" : "a \(binding.controlKind)"
        if case .string(let text)? = model.hasSampleValues ? model.record.value(at: path) : nil {
            let words = ["yes", "no", "on", "off", "true", "false", "1", "0"]
            switch expectation {
            case .logic where !words.contains(text.trimmingCharacters(in: .whitespaces).lowercased()):
                add(.error, line: binding.line,
                    "\(subject): \(holder) is bound to the text field '\(path)', whose sample value \"\(text)\" is not a boolean word (yes/no, on/off, true/false, 1/0)",
                    objectID: binding.objectID, property: binding.property)
            case .number where ADValue.string(text).convertedNumber == nil:
                add(.error, line: binding.line,
                    "\(subject): \(holder) is bound to the text field '\(path)', whose sample value \"\(text)\" is not a number",
                    objectID: binding.objectID, property: binding.property)
            default:
                break
            }
        } else if [.date, .data, .array, .record].contains(type) {
            add(.error, line: binding.line, "\(subject): \(holder) cannot hold the \(type.rawValue) field '\(path)'",
                objectID: binding.objectID, property: binding.property)
        }
    }

    /// A picker's `choices` must name a list.
    private mutating func checkChoices(of binding: ADInterfaceBinding, expression: ADBindingExpression, subject: String, model: ADLintModel) {
        guard binding.bindingKind == .picker else { return }
        for body in expression.bodies {
            guard let choices = body.attribute("choices"), let path = choices.writableFieldPath,
                let type = model.type(of: path), type != .array, type != .null
            else { continue }
            add(.error, line: binding.line(atOffset: choices.range.lowerBound),
                "\(subject): choices '\(path)' is a \(type.rawValue) field, not a list",
                objectID: binding.objectID, property: binding.property)
        }
    }

    /// Action Data `formatType`/`formatPattern` pairs and AKABeacon formatter patterns.
    mutating func checkFormat(of object: ADInterfaceObject) {
        for attribute in object.runtimeAttributes where attribute.keyPath.hasSuffix("_aka") {
            checkFormatterPatterns(in: attribute, object: object)
        }
        guard object.customClass?.hasPrefix("ADBound") == true, let typeAttribute = object.runtimeAttribute("formatType"),
            let typeName = typeAttribute.text, !typeName.isEmpty
        else { return }
        guard let type = ADFormatType(rawValue: typeName.lowercased()) else {
            add(.error, line: typeAttribute.line,
                "formatType of \(object.className) '\(object.id)' is '\(typeName)'; valid: \(ADFormatType.allCases.map(\.rawValue).joined(separator: ", "))",
                objectID: object.id, property: "formatType")
            return
        }
        guard let patternAttribute = object.runtimeAttribute("formatPattern"), let pattern = patternAttribute.text else { return }
        for warning in ADPatternLint.warnings(for: ADDisplayFormat(type: type, pattern: pattern)) {
            add(.warning, line: patternAttribute.line,
                "formatPattern '\(pattern)' of \(object.className) '\(object.id)', \(warning)",
                objectID: object.id, property: "formatPattern")
        }
    }

    private mutating func checkFormatterPatterns(in attribute: ADRuntimeAttribute, object: ADInterfaceObject) {
        // Nothing lost: An expression that does not parse is reported by the binding check; here only its patterns are checked.
        guard let source = attribute.text, let expression = try? ADBindingExpression(source) else { return }
        for (type, pattern, offset) in LintFieldWalker.formatterPatterns(in: expression) {
            let line = attribute.isElementText
                ? attribute.valueLine + source.unicodeScalars.prefix(offset).filter { $0 == "\n" }.count : attribute.line
            for warning in ADPatternLint.warnings(for: ADDisplayFormat(type: type, pattern: pattern)) {
                add(.warning, line: line, "\(attribute.keyPath) of \(object.className) '\(object.id)': pattern '\(pattern)', \(warning)",
                    objectID: object.id, property: attribute.keyPath)
            }
        }
    }

    /// Whether the binding carries the control's value (not a colour, visibility or style).
    private static func carriesValue(_ binding: ADInterfaceBinding) -> Bool {
        switch binding.convention {
        case .actionData: binding.property == "dataPath"
        case .dataBindSwift: true
        case .akaBeacon: [.text, .value, .state, .picker, .date].contains(binding.bindingKind)
        }
    }

    /// Whether a prefix of `path` is a field the model cannot see into (a dictionary, an
    /// enum, a type from another file), so the rest of the path cannot be checked.
    private static func isUnderOpaqueField(_ path: ADFieldPath, in model: ADLintModel) -> Bool {
        var parent = path.parent
        while let prefix = parent {
            if model.type(of: prefix) == .null { return true }
            parent = prefix.parent
        }
        return false
    }
}
