extension ControlSlot {
    /// The slot of `control` at `index`, its paths compiled: the data, enabled, hidden, font
    /// and colour bindings, where it writes, its validation formula, and the issues found.
    init(control: any ADBindable, at index: ControlIndex, formulaCache: ADFormulaCache, registry: ADBindingClassRegistry) {
        self.index = index
        self.control = control
        editable = control as? any ADEditableBindable
        compileDataBinding(formulaCache: formulaCache, registry: registry)
        let styled = styleProperties()
        for (property, expression) in styled {
            guard let prepared = prepare(expression, for: property, formulaCache: formulaCache, registry: registry) else { continue }
            bindings.append(BoundProperty(property: property, source: .expression(prepared)))
        }
        var paths: [(ADBindingProperty, String)] = []
        if control.dataBinding == nil { paths.append((.data, control.dataPath)) }
        if !styled.contains(where: { $0.0 == .enabled }) { paths.append((.enabled, control.enabledPath)) }
        if !styled.contains(where: { $0.0 == .hidden }) { paths.append((.hidden, control.hiddenPath)) }
        for role in ADColorRole.allCases where !styled.contains(where: { $0.0 == .color(role) }) {
            if let path = control.colorPaths[role] { paths.append((.color(role), path)) }
        }
        for (property, source) in paths where !source.allSatisfy(\.isWhitespace) {
            compilePath(property, source, formulaCache: formulaCache)
        }
        lintFormat()
        compileValidation(formulaCache: formulaCache)
    }

    /// The control's `dataBinding` expression, and where it writes.
    private mutating func compileDataBinding(formulaCache: ADFormulaCache, registry: ADBindingClassRegistry) {
        guard let expression = control.dataBinding,
            let prepared = prepare(expression, for: .data, formulaCache: formulaCache, registry: registry)
        else { return }
        dataBinding = bindings.count
        bindings.append(BoundProperty(property: .data, source: .expression(prepared)))
        if let selecting = control as? any SelectionWriting {
            writePath = selecting.selectionFieldPath
        } else if editable != nil {
            writePath = expression.writableFieldPath
            if writePath == nil, editable?.validation.persist == true { reportNotWritable(expression.description, isExpression: true) }
        }
    }

    /// `expression` with its formulas compiled to the form's limits (`formulaCache.limits`),
    /// ready to evaluate; nil, with the refusal recorded as an issue, when a formula exceeds them.
    private mutating func prepare(
        _ expression: ADBindingExpression, for property: ADBindingProperty, formulaCache: ADFormulaCache,
        registry: ADBindingClassRegistry
    ) -> PreparedExpression? {
        do {
            return PreparedExpression(try expression.limited(to: formulaCache.limits), registry: registry)
        } catch {
            setupIssues.append(issue(property, expression.description, error.description))
            return nil
        }
    }

    /// One formula path; a data path also gives where an editable control writes.
    private mutating func compilePath(_ property: ADBindingProperty, _ source: String, formulaCache: ADFormulaCache) {
        let formula: ADFormula
        do {
            formula = try formulaCache.formula(source)
        } catch {
            setupIssues.append(issue(property, source, error.description))
            return
        }
        if property == .data { dataBinding = bindings.count }
        bindings.append(BoundProperty(property: property, source: .formula(formula)))
        guard property == .data, editable != nil, !(control is any SelectionWriting) else { return }
        writePath = formula.fieldPath
        if writePath == nil, editable?.validation.persist == true { reportNotWritable(source, isExpression: false) }
    }

    /// Warnings about a suspicious number or date pattern.
    private mutating func lintFormat() {
        guard let formatted = control as? any ADFormattedBindable, let format = formatted.formatting.displayFormat else { return }
        for warning in ADPatternLint.warnings(for: format) {
            setupIssues.append(issue(.data, format.pattern, "formatPattern \(warning)", severity: .warning))
        }
    }

    private mutating func compileValidation(formulaCache: ADFormulaCache) {
        guard let editable, !editable.validation.formula.allSatisfy(\.isWhitespace) else { return }
        do {
            validationFormula = try formulaCache.formula(editable.validation.formula)
        } catch {
            setupIssues.append(issue(.data, editable.validation.formula, "validation formula: " + error.description))
        }
    }

    /// The enabled, hidden, font and colour bindings the control gives as expressions: its
    /// `enabledBinding`, `hiddenBinding`, `fontBinding` and the attributes of its
    /// `styleBinding` (whose `font` counts when there is no `fontBinding`). Style attributes
    /// the control's kind has no colour or font for are reported and skipped.
    private mutating func styleProperties() -> [(ADBindingProperty, ADBindingExpression)] {
        var found: [(ADBindingProperty, ADBindingExpression)] = []
        if let enabled = control.enabledBinding { found.append((.enabled, enabled)) }
        if let hidden = control.hiddenBinding { found.append((.hidden, hidden)) }
        let kind = control.typed.kind
        let hasFont = kind?.hasFont ?? true
        if let font = control.fontBinding {
            if hasFont {
                found.append((.font, font))
            } else {
                setupIssues.append(issue(.font, font.description, "a \(kind?.description ?? "control") has no font", severity: .warning))
            }
        }
        guard let style = control.styleBinding else { return found }
        let roles = kind?.colorRoles ?? ADColorRole.allCases
        for attribute in style.attributes {
            let property: ADBindingProperty
            switch attribute.name {
            case "textColor": property = .color(.text)
            case "tintColor": property = .color(.tint)
            case "backgroundColor": property = .color(.background)
            case "hidden" where control.hiddenBinding == nil: property = .hidden
            case "font" where control.fontBinding == nil && hasFont: property = .font
            case "font" where hasFont:
                setupIssues.append(issue(.font, style.description, "style font: the fontBinding sets this control's font", severity: .warning))
                continue
            default:
                setupIssues.append(issue(.data, style.description, "style \(attribute.name) is not applied by the engine", severity: .warning))
                continue
            }
            if case .color(let role) = property, !roles.contains(role) {
                setupIssues.append(issue(
                    property, style.description, "style \(attribute.name): a \(kind?.description ?? "control") has no such colour", severity: .warning))
                continue
            }
            found.append((property, attribute.value))
        }
        return found
    }

    private mutating func reportNotWritable(_ source: String, isExpression: Bool) {
        let message = ADWriteBackRule.message(source: source, isExpression: isExpression)
        setupIssues.append(issue(.data, source, message, severity: ADWriteBackRule.severity))
    }
}
