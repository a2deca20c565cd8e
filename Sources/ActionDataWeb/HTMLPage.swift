import ActionData

/// Renders a form's page: one row per bound control in view-tree order, groups as fieldsets,
/// then the script (``PageScript``) that fills the controls from their states.
///
/// The HTML carries structure only; every value the engine computes reaches the page as a
/// control state, through the same code path as later updates.
struct HTMLPage {
    let form: ADWebForm

    func render() -> String {
        var body = ""
        var rendered: Set<ObjectIdentifier> = []
        render(form.controller.root, into: &body, rendered: &rendered, depth: 0)
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(form.title))</title>
            <style>\(PageStyle.css)</style>
            </head>
            <body>
            <main>
            <h1>\(escape(form.title))</h1>
            <form id="ad-form" novalidate>
            \(body)
            <div class="ad-actions">
            <button type="button" id="ad-save">Save</button>
            <button type="button" id="ad-reset">Reset</button>
            <span id="ad-status" role="status"></span>
            </div>
            </form>
            <section class="ad-record"><h2>Record</h2><pre id="ad-record"></pre></section>
            </main>
            <script>\(PageScript.javascript)</script>
            </body>
            </html>
            """
    }

    private func render(_ node: any ADViewNode, into html: inout String, rendered: inout Set<ObjectIdentifier>, depth: Int) {
        if let control = node as? any ADBindable, let id = form.identifier(of: control) {
            guard rendered.insert(ObjectIdentifier(control)).inserted else { return }
            html += row(for: control, id: id)
            return
        }
        guard depth < 64 else { return }
        let group = node as? ADViewGroup
        let title = group?.name ?? ""
        if depth > 0 { html += "<fieldset>" + (title.isEmpty ? "" : "<legend>\(escape(title))</legend>") }
        for child in node.children { render(child, into: &html, rendered: &rendered, depth: depth + 1) }
        if depth > 0 { html += "</fieldset>" }
    }

    private func row(for control: any ADBindable, id: String) -> String {
        let typed = control.typed
        let kind = typed.kind?.rawValue ?? "custom"
        let attribute = escape(id)
        let element = "ad-" + attribute
        var caption = Self.caption(fromName: control.name.nonEmpty ?? id)
        let input: String
        switch typed {
        case .label, .custom: input = "<output id=\"\(element)\"></output>"
        case .textField: input = "<input id=\"\(element)\" type=\"text\" autocomplete=\"off\">"
        case .textView: input = "<textarea id=\"\(element)\" rows=\"3\"></textarea>"
        case .slider: input = "<input id=\"\(element)\" type=\"range\" step=\"any\"><output class=\"ad-value\"></output>"
        case .switch: input = "<input id=\"\(element)\" type=\"checkbox\" role=\"switch\">"
        case .progressView: input = "<progress id=\"\(element)\" max=\"1\"></progress>"
        case .stepper: input = "<input id=\"\(element)\" type=\"number\">"
        case .imageView: input = "<img id=\"\(element)\" alt=\"\(escape(caption))\">"
        case .webView: input = "<iframe id=\"\(element)\" sandbox title=\"\(escape(caption))\"></iframe>"
        case .segmentedControl: input = "<div id=\"\(element)\" class=\"ad-segments\" role=\"radiogroup\"></div>"
        case .textPicker(let picker):
            caption = picker.title.nonEmpty ?? caption
            input = "<select id=\"\(element)\"></select>"
        }
        return """
            <div class="ad-row" data-id="\(attribute)" data-kind="\(kind)">\
            <label for="\(element)">\(escape(caption))</label><span class="ad-control">\(input)</span>\
            <small class="ad-error"></small></div>

            """
    }
}

extension HTMLPage {
    /// A caption from a control name: `highlightColor` → `Highlight color`, `unit_price` → `Unit price`.
    static func caption(fromName name: String) -> String {
        var words: [String] = []
        var word = ""
        var previous: Character?
        for character in name {
            let separator = character == "_" || character == "-" || character == " "
            let camelBoundary = character.isUppercase && (previous?.isLowercase == true || previous?.isNumber == true)
            if separator || camelBoundary, !word.isEmpty {
                words.append(word)
                word = ""
            }
            if !separator { word.append(character) }
            previous = character
        }
        if !word.isEmpty { words.append(word) }
        let sentence = words.map { $0.lowercased() }.joined(separator: " ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }
}

/// `text` safe inside HTML text and double-quoted attributes.
func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        case "'": escaped += "&#39;"
        default: escaped.append(character)
        }
    }
    return escaped
}

extension String {
    /// `nil` for the empty string, so a fallback can follow with `??`.
    var nonEmpty: String? { isEmpty ? nil : self }
}
