import ActionData

/// Renders a form's page: one row per bound control in view-tree order, groups as fieldsets,
/// the accessory bar, the form's buttons and, for an app with a record store, the searchable
/// list beside the form. The script and style (``PageResources``) are served from their own
/// routes, so the page runs under a Content-Security-Policy with no inline script.
///
/// Control elements live in their own identifier space (`adc-<id>`), apart from the page's
/// (`ad-save`, `ad-status`, …), so no control name can take over a page element.
///
/// The HTML carries structure only; every value the engine computes reaches the page as a
/// control state, through the same code path as later updates.
struct HTMLPage {
    let form: ADWebForm
    let listing: Bool
    /// The page's token in shared mode, which its requests carry.
    let token: String?

    /// The element identifier of the control `id`.
    static func element(_ id: String) -> String { "adc-" + id }

    /// The whole page for a person reading `language`.
    func render(language: ADUserLocale) -> String {
        Self.opening(language) + renderAfterOpening()
    }

    /// The page's first lines: the doctype and the `html` element naming the language and the
    /// writing direction, so a right-to-left language lays the page out from the right.
    static func opening(_ language: ADUserLocale) -> String {
        """
        <!doctype html>
        <html lang="\(escape(language.languageTag))" dir="\(language.direction)">

        """
    }

    /// The page after ``opening(_:)``: the same for every language, so a store renders it once.
    func renderAfterOpening() -> String {
        var body = ""
        var rendered: Set<ObjectIdentifier> = []
        var chunked = false
        render(form.controller.root, into: &body, rendered: &rendered, chunked: &chunked, depth: 0)
        // A long form is busy until its first states are shown: its chunks are left out of
        // layout (page.css) until page.js has filled them, so the browser lays out its rows once,
        // with their values, instead of again and again while it parses them and once more
        // after the states arrive.
        let busy = chunked ? #" aria-busy="true""# : ""
        let update = form.hasNonLiveControls ? #"<button type="button" id="ad-refresh">Update</button>"# : ""
        let recordButtons = listing
            ? #"<button type="button" id="ad-revert">Revert</button><button type="button" id="ad-delete">Delete</button>"#
            : #"<button type="button" id="ad-reset">Reset</button>"#
        // Without the bundled resources the page names no module: `/page.js` and `/engine.wasm`
        // answer 500 naming the missing file, and `ADWebServer.run` refuses to start.
        let engineMeta = switch PageResources.bundled {
        case .success(let page): #"<meta name="actiondata-engine" content="\#(escape(page.engineURL))">"#
        case .failure: ""
        }
        return """
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(form.title))</title>
            \(token.map { #"<meta name="actiondata-token" content="\#(escape($0))">"# } ?? "")
            \(engineMeta)
            \(Self.styleSheetLink)
            <link rel="preload" href="/state" as="fetch" crossorigin>
            <script src="/page.js" defer></script>
            </head>
            <body>
            \(Self.headerOpening)<div class="ad-account" id="ad-account" hidden><span id="ad-account-name"></span>\(Self.signOut)</div></header>
            <main class="\(listing ? "ad-app" : "ad-single")">
            \(listing ? list : "")
            <div class="ad-detail">
            <h1>\(escape(form.title))</h1>
            <form id="ad-form" novalidate\(busy)>
            \(body)
            </form>
            <div id="ad-accessory" role="toolbar" aria-label="Keyboard" hidden></div>
            <div class="ad-actions">
            <button type="button" id="ad-save">Save</button>\(update)\(recordButtons)
            <span id="ad-status" role="status" aria-live="polite"></span>
            </div>
            <details class="ad-record" id="ad-record-panel"><summary>Record</summary><pre id="ad-record"></pre></details>
            </div>
            </main>
            <p id="ad-cookies" role="alert" hidden>This page needs its cookie to keep your edits: open it in its own window with cookies allowed.</p>
            </body>
            </html>
            """
    }

    /// The Sign out button: a plain form post, which the request guard takes from this site only.
    private static let signOut = #"<form method="post" action="/signout" id="ad-signout" hidden><button type="submit">Sign out</button></form>"#

    private var list: String {
        """
        <aside class="ad-list" aria-labelledby="ad-list-title">
        <h2 id="ad-list-title">Records</h2>
        <form id="ad-search" role="search">
        <label for="ad-filter">Filter (a formula, such as <code>quantity &lt; 10</code>)</label>
        <input id="ad-filter" type="search" autocomplete="off" aria-describedby="ad-list-error">
        <button type="submit">Search</button>
        </form>
        <pre id="ad-list-error" class="ad-error" role="alert"></pre>
        <ul id="ad-entries"></ul>
        <button type="button" id="ad-new">New</button>
        </aside>
        """
    }

    /// The most rows in one chunk: a run of more sibling rows is cut into chunks of this many,
    /// each with its layout and paint contained (`.ad-chunk` in page.css), so a change to one
    /// row costs the browser a chunk's layout and paint, not the whole form's.
    static let chunkSize = 100

    private func render(
        _ node: any ADViewNode, into html: inout String, rendered: inout Set<ObjectIdentifier>, chunked anyChunked: inout Bool, depth: Int
    ) {
        if let control = node as? any ADBindable, let id = form.identifier(of: control) {
            guard rendered.insert(ObjectIdentifier(control)).inserted else { return }
            html += row(for: control, id: id)
            return
        }
        guard depth < 64 else { return }
        let group = node as? ADViewGroup
        let title = group?.name ?? ""
        if depth > 0 { html += "<fieldset>" + (title.isEmpty ? "" : "<legend>\(escape(title))</legend>") }
        let children = node.children
        let chunked = children.count(where: { $0 is any ADBindable }) > Self.chunkSize
        if chunked { anyChunked = true }
        var inChunk = 0
        for child in children {
            let isRow = child is any ADBindable
            if chunked, inChunk > 0, !isRow || inChunk == Self.chunkSize {
                html += "</div>\n"
                inChunk = 0
            }
            if chunked, isRow {
                if inChunk == 0 { html += #"<div class="ad-chunk">"# }
                inChunk += 1
            }
            render(child, into: &html, rendered: &rendered, chunked: &anyChunked, depth: depth + 1)
        }
        if inChunk > 0 { html += "</div>\n" }
        if depth > 0 { html += "</fieldset>" }
    }

    private func row(for control: any ADBindable, id: String) -> String {
        let typed = control.typed
        let kind = ADWebControlKind(of: control).name
        let attribute = escape(id)
        let element = escape(Self.element(id))
        let checked = !((control as? any ADEditableBindable)?.validation.asyncValidator.isEmpty ?? true)
        let loaded = form.loadsOptions(of: id)
        let regions = ["error"] + (checked ? ["check"] : []) + (loaded ? ["options"] : [])
        let described = #"aria-describedby="\#(regions.map { "\(element)-\($0)" }.joined(separator: " "))""#
        let caption = Self.caption(of: control, id: id)
        let input: String
        switch typed {
        case .label, .custom: input = #"<output id="\#(element)" \#(described)></output>"#
        // Typed text takes its direction from its first strong character (`dir="auto"`): on a
        // right-to-left page a phone number, a URL or an English note still reads left to right.
        case .textField: input = #"<input id="\#(element)" type="text" dir="auto" autocomplete="off" \#(described)>"#
        case .textView: input = #"<textarea id="\#(element)" rows="3" dir="auto" \#(described)></textarea>"#
        case .slider:
            input = #"<input id="\#(element)" type="range" step="any" \#(described)><output class="ad-value" for="\#(element)"></output>"#
        case .switch: input = #"<input id="\#(element)" type="checkbox" role="switch" \#(described)>"#
        case .progressView: input = #"<progress id="\#(element)" max="1" \#(described)></progress>"#
        case .stepper(let stepper):
            let name = escape(caption)
            let repeats = stepper.autorepeat ? #" data-autorepeat"# : ""
            input = #"<button type="button" class="ad-step" data-step="decrement"\#(repeats) aria-label="Decrease \#(name)">−</button>"#
                + #"<input id="\#(element)" type="number" \#(described)>"#
                + #"<button type="button" class="ad-step" data-step="increment"\#(repeats) aria-label="Increase \#(name)">+</button>"#
        case .imageView(let image):
            let picture = #"<img id="\#(element)" alt="\#(escape(caption))" \#(described)>"#
            let chooser = #"<input id="\#(element)-file" type="file" accept="image/png,image/jpeg,image/gif" "#
                + #"data-max-bytes="\#(image.maximumImageSize)" aria-label="Choose \#(escape(caption))" \#(described)>"#
            input = image.validation.persist ? picture + chooser : picture
        case .webView:
            input = #"<iframe id="\#(element)" sandbox referrerpolicy="no-referrer" title="\#(escape(caption))"></iframe>"#
        case .segmentedControl:
            input = #"<div id="\#(element)" class="ad-segments" role="radiogroup" aria-labelledby="\#(element)-label" \#(described)></div>"#
        case .textPicker:
            input = #"<select id="\#(element)" \#(described)></select>"#
        case .datePicker: input = #"<input id="\#(element)" type="date" \#(described)>"#
        case .list:
            input = #"<ul id="\#(element)" class="ad-list" role="listbox" aria-labelledby="\#(element)-label" \#(described)></ul>"#
        }
        // A label's output and a text field stand in the row on their own, one element fewer
        // per row for the browser to lay out (the kinds a form of thousands of controls is mostly
        // made of); a control of several elements, or one page.css sizes apart, is grouped in
        // `.ad-control`.
        let control = switch typed {
        case .label, .custom, .textField: input
        default: #"<span class="ad-control">"# + input + "</span>"
        }
        return """
            <div class="ad-row" data-id="\(attribute)" data-kind="\(kind)">\
            <label id="\(element)-label" for="\(element)">\(escape(caption))</label>\(control)\
            <small class="ad-error" id="\(element)-error"></small>\(checked ? Self.check(element) : "")\(loaded ? Self.options(element) : "")</div>

            """
    }
}

extension HTMLPage {
    /// Where a control checked asynchronously shows its check: a polite live region, so a
    /// screen reader announces "Checking…" and the verdict without moving the focus.
    static func check(_ element: String) -> String {
        #"<small class="ad-check" id="\#(element)-check" role="status" aria-live="polite"></small>"#
    }

    /// Where a control showing loaded options says they are loading or could not be loaded: a
    /// polite live region, as for a check.
    static func options(_ element: String) -> String {
        #"<small class="ad-options" id="\#(element)-options" role="status" aria-live="polite"></small>"#
    }

    /// The label the page shows beside `control`, whose identifier is `id`: a picker's title,
    /// else the control's name (or, when it has none, its identifier) as a caption.
    static func caption(of control: any ADBindable, id: String) -> String {
        if case .textPicker(let picker) = control.typed, let title = picker.title.nonEmpty { return title }
        return caption(fromName: control.name.nonEmpty ?? id)
    }

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

/// `text` safe inside HTML text and quoted attributes. It works on Unicode scalars, not
/// characters: a `"` followed by a combining mark is one `Character` that is not `"`, yet the
/// browser's tokenizer still sees the quote.
func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        case "'": escaped += "&#39;"
        case "`": escaped += "&#96;"
        default: escaped.unicodeScalars.append(scalar)
        }
    }
    return escaped
}

extension String {
    /// `nil` for the empty string, so a fallback can follow with `??`.
    var nonEmpty: String? { isEmpty ? nil : self }
}
