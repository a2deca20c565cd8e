import ActionData

/// Reads the bindings of one object at a time, by convention.
struct BindingExtractor {
    let registry: ADBindingClassRegistry
    var bindings: [ADInterfaceBinding] = []
    var notes: [ADInterfaceNote] = []

    mutating func extract(from object: ADInterfaceObject) {
        let kind = ADInterfaceControlKind(object: object)
        let control = object.customClass.flatMap(ADControlKind.init(interfaceBuilderClass:))
        if let customClass = object.customClass, customClass.hasPrefix("ADBound"), control == nil {
            note(object, line: object.line, "unknown Action Data class '\(customClass)'; its paths are read as formulas")
        }
        let isActionData = control != nil || object.customClass?.hasPrefix("ADBound") == true
        let hasFieldPath = object.runtimeAttribute("fieldPath") != nil
        let settings = settings(of: object, control: control, isActionData: isActionData, hasFieldPath: hasFieldPath)
        for attribute in object.runtimeAttributes {
            let keyPath = attribute.keyPath
            if keyPath.hasSuffix("_aka") {
                akaBeacon(attribute, object: object, kind: kind)
            } else if isActionData, control?.pathProperties.contains(keyPath) ?? keyPath.hasSuffix("Path") {
                let persists = settings["persist"].map(\.asBool) ?? kind.writesBackByDefault
                formula(attribute, convention: .actionData, object: object, kind: kind,
                    editable: keyPath == "dataPath" && kind.isEditable && persists, settings: settings)
            } else if hasFieldPath, keyPath == "fieldPath" {
                let persists = settings["persist"].map(\.asBool) ?? true
                formula(attribute, convention: .dataBindSwift, object: object, kind: kind,
                    editable: kind.isEditable && persists, settings: settings)
            } else if isActionData, control?.settingProperties.contains(keyPath) != true {
                let valid = (control.map { $0.pathProperties.union($0.settingProperties) } ?? []).sorted().joined(separator: ", ")
                note(object, line: attribute.line, "unknown runtime attribute '\(keyPath)'" + (valid.isEmpty ? "" : "; valid: \(valid)"))
            }
        }
    }

    private func settings(
        of object: ADInterfaceObject, control: ADControlKind?, isActionData: Bool, hasFieldPath: Bool
    ) -> [String: ADValue] {
        var settings: [String: ADValue] = [:]
        for attribute in object.runtimeAttributes {
            let isSetting =
                (isActionData && (control?.settingProperties.contains(attribute.keyPath) ?? !attribute.keyPath.hasSuffix("Path")))
                || (hasFieldPath && ADControlKind.dataBindSwiftProperties.contains(attribute.keyPath)
                    && attribute.keyPath != "fieldPath")
            if isSetting { settings[attribute.keyPath] = attribute.value }
        }
        return settings
    }

    private mutating func akaBeacon(_ attribute: ADRuntimeAttribute, object: ADInterfaceObject, kind: ADInterfaceControlKind) {
        let bindingKind = ADBindingKind(runtimeAttribute: attribute.keyPath).map { $0.onControl(kind) }
        if bindingKind == nil {
            note(object, line: attribute.line, "binding property '\(attribute.keyPath)' is not known; its expression is checked for syntax only")
        }
        let source = attribute.text ?? ""
        var expression: ADBindingExpression?
        var errors: [ADBindingExpressionError] = []
        do {
            let parsed = try ADBindingExpression(source)
            expression = parsed
            if let bindingKind {
                errors = parsed.validationErrors(for: bindingKind, source: source, registry: registry)
            }
        } catch {
            errors = [error]
        }
        bindings.append(
            ADInterfaceBinding(
                convention: .akaBeacon, objectID: object.id, className: object.className, controlKind: kind,
                property: attribute.keyPath, bindingKind: bindingKind, source: source, line: attribute.line,
                valueLine: attribute.valueLine, spansLines: attribute.isElementText,
                expression: expression, errors: errors, isEditable: (bindingKind?.isEditable ?? false) && kind.isEditable,
                settings: [:]))
    }

    private mutating func formula(
        _ attribute: ADRuntimeAttribute, convention: ADBindingConvention, object: ADInterfaceObject,
        kind: ADInterfaceControlKind, editable: Bool, settings: [String: ADValue]
    ) {
        let source = attribute.text ?? ""
        guard !source.allSatisfy(\.isWhitespace) else { return }
        var expression: ADBindingExpression?
        var errors: [ADBindingExpressionError] = []
        do {
            let formula = try ADFormula(source)
            let range = ADSourceRange(0, source.unicodeScalars.count)
            expression = .binding(.formula(formula, range: range), attributes: [], range: range)
        } catch {
            errors = [BindingExtractor.bindingError(error, source: source)]
        }
        bindings.append(
            ADInterfaceBinding(
                convention: convention, objectID: object.id, className: object.className, controlKind: kind,
                property: attribute.keyPath, bindingKind: nil, source: source, line: attribute.line,
                valueLine: attribute.valueLine, spansLines: attribute.isElementText,
                expression: expression, errors: errors, isEditable: editable, settings: settings))
    }

    /// A formula error restated in the binding-expression error type.
    static func bindingError(_ error: ADFormulaError, source: String) -> ADBindingExpressionError {
        var offset = 0
        var line = 1
        var column = 1
        for scalar in source.unicodeScalars {
            if line == error.line && column == error.column { break }
            offset += 1
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return ADBindingExpressionError(
            source: source, offset: offset, reason: .invalidFormula(error.reason), expected: error.expected, found: error.found)
    }

    private mutating func note(_ object: ADInterfaceObject, line: Int, _ message: String) {
        notes.append(ADInterfaceNote(line: line, objectID: object.id, className: object.className, message: message))
    }
}
