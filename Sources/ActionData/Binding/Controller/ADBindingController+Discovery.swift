extension ADBindingController {
    /// Finds the controls, compiles every path and builds the dependency graph.
    func bind() {
        controls = Self.discover(in: root)
        indexByControl = Dictionary(uniqueKeysWithValues: controls.enumerated().map { (ObjectIdentifier($1), $0) })
        properties = []
        slots = []
        graph = DependencyGraph()
        affectedByPath = [:]
        observedPaths = [:]
        setupIssues = []
        displayIssues = [:]
        for index in controls.indices {
            slots.append(compile(controlAt: index))
        }
        focusChain = controls.compactMap { $0 as? any ADTextEntryBindable }
        if let focused = focusedControl, indexByControl[ObjectIdentifier(focused)] == nil { focusedControl = nil }
        isBound = true
    }

    /// The bound controls under `root`, depth first in layout order, each once.
    static func discover(in root: any ADViewNode) -> [any ADBindable] {
        var found: [any ADBindable] = []
        var seen: Set<ObjectIdentifier> = []
        var pending: [any ADViewNode] = [root]
        while let node = pending.popLast() {
            guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
            if let control = node as? any ADBindable { found.append(control) }
            pending.append(contentsOf: node.children.reversed())
        }
        return found
    }

    private func compile(controlAt index: Int) -> ControlSlot {
        let control = controls[index]
        let editable = control as? any ADEditableBindable
        var slot = ControlSlot()
        slot.editable = editable
        var paths: [(ADBindingProperty, String)] = []
        if let expression = control.dataBinding {
            slot.dataProperty = properties.count
            add(BoundProperty(control: index, property: .data, source: .expression(PreparedExpression(expression, registry: classRegistry))))
            if let selecting = control as? any SelectionWriting {
                slot.writePath = selecting.selectionFieldPath
            } else if editable != nil {
                slot.writePath = expression.writableFieldPath
                if slot.writePath == nil, editable?.validation.persist == true {
                    reportNotWritable(index, expression.description, isExpression: true)
                }
            }
        } else {
            paths.append((.data, control.dataPath))
        }
        let styled = styleProperties(of: control, at: index)
        for (property, expression) in styled {
            add(BoundProperty(control: index, property: property, source: .expression(PreparedExpression(expression, registry: classRegistry))))
        }
        if !styled.contains(where: { $0.0 == .enabled }) { paths.append((.enabled, control.enabledPath)) }
        if !styled.contains(where: { $0.0 == .hidden }) { paths.append((.hidden, control.hiddenPath)) }
        for role in ADColorRole.allCases where !styled.contains(where: { $0.0 == .color(role) }) {
            if let path = control.colorPaths[role] { paths.append((.color(role), path)) }
        }
        for (property, source) in paths where !source.allSatisfy(\.isWhitespace) {
            let formula: ADFormula
            do {
                formula = try formulaCache.formula(source)
            } catch {
                setupIssues.append(issue(index, property, source, error.description))
                continue
            }
            if property == .data { slot.dataProperty = properties.count }
            add(BoundProperty(control: index, property: property, source: .formula(formula)))
            guard property == .data, editable != nil, !(control is any SelectionWriting) else { continue }
            slot.writePath = formula.fieldPath
            if slot.writePath == nil, editable?.validation.persist == true { reportNotWritable(index, source, isExpression: false) }
        }
        if let formatted = control as? any ADFormattedBindable, let format = formatted.formatting.displayFormat {
            for warning in ADPatternLint.warnings(for: format) {
                setupIssues.append(issue(index, .data, format.pattern, "formatPattern \(warning)", severity: .warning))
            }
        }
        if let editable, !editable.validation.formula.allSatisfy(\.isWhitespace) {
            do {
                slot.validationFormula = try formulaCache.formula(editable.validation.formula)
            } catch {
                setupIssues.append(issue(index, .data, editable.validation.formula, "validation formula: " + error.description))
            }
        }
        return slot
    }

    /// The enabled, hidden, font and colour bindings a control gives as expressions: its
    /// `enabledBinding`, `hiddenBinding`, `fontBinding` and the attributes of its
    /// `styleBinding` (whose `font` counts when there is no `fontBinding`). Style attributes
    /// the control's kind has no colour or font for are reported and skipped.
    private func styleProperties(of control: any ADBindable, at index: Int) -> [(ADBindingProperty, ADBindingExpression)] {
        var found: [(ADBindingProperty, ADBindingExpression)] = []
        if let enabled = control.enabledBinding { found.append((.enabled, enabled)) }
        if let hidden = control.hiddenBinding { found.append((.hidden, hidden)) }
        let hasFont = control.typed.kind?.hasFont ?? true
        if let font = control.fontBinding {
            if hasFont {
                found.append((.font, font))
            } else {
                setupIssues.append(issue(index, .font, font.description, "a \(control.typed.kind?.description ?? "control") has no font", severity: .warning))
            }
        }
        guard let style = control.styleBinding else { return found }
        let roles = control.typed.kind?.colorRoles ?? ADColorRole.allCases
        for attribute in style.attributes {
            let property: ADBindingProperty
            switch attribute.name {
            case "textColor": property = .color(.text)
            case "tintColor": property = .color(.tint)
            case "backgroundColor": property = .color(.background)
            case "hidden" where control.hiddenBinding == nil: property = .hidden
            case "font" where control.fontBinding == nil && hasFont: property = .font
            case "font" where hasFont:
                setupIssues.append(issue(index, .font, style.description, "style font: the fontBinding sets this control's font", severity: .warning))
                continue
            default:
                setupIssues.append(
                    issue(index, .data, style.description, "style \(attribute.name) is not applied by the engine", severity: .warning))
                continue
            }
            if case .color(let role) = property, !roles.contains(role) {
                let kind = control.typed.kind?.description ?? "control"
                setupIssues.append(
                    issue(index, property, style.description, "style \(attribute.name): a \(kind) has no such colour", severity: .warning))
                continue
            }
            found.append((property, attribute.value))
        }
        return found
    }

    private func add(_ bound: BoundProperty) {
        for path in bound.fieldPaths { graph.insert(path, property: properties.count) }
        properties.append(bound)
    }

    private func reportNotWritable(_ index: Int, _ source: String, isExpression: Bool) {
        let message = ADWriteBackRule.message(source: source, isExpression: isExpression)
        setupIssues.append(issue(index, .data, source, message, severity: ADWriteBackRule.severity))
    }

    func issue(
        _ index: Int, _ property: ADBindingProperty, _ source: String, _ message: String,
        severity: ADBindingIssue.Severity = .error
    ) -> ADBindingIssue {
        ADBindingIssue(control: label(of: index), controlIndex: index, property: property, source: source, message: message,
                       severity: severity, controlKind: controls[index].typed.kind)
    }
}
