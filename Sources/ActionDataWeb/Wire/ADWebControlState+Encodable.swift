import ActionData

/// The state as the JSON object the page script reads: `{"id", "kind", "enabled", "hidden",
/// "colors", "error", …}` plus what the kind shows, `"mask"` for a masked field, `"font"` for a
/// control with a font, for labels and image views `"highlight"` and `"transition"` when
/// their binding gives them, and `"check": {"state", "message"}` for a control being checked
/// asynchronously (`state` is `pending`, `valid`, `invalid` or `failed`), and
/// `"optionList": {"state", "message"}` for a picker or segmented control whose options are
/// loaded (`state` is `loading`, `loaded` or `failed`). A number that is not finite is written as `null`.
extension ADWebControlState: Encodable {
    enum Key: String, CodingKey {
        case id, kind, enabled, hidden, colors, error, mask, font, highlight, transition, check, optionList
        case text, value, min, max, step, isOn, progress, image, url, html, titles, selected, options, title, date
        case rows, backgrounds, layouts, sections
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(isEnabled, forKey: .enabled)
        try container.encode(isHidden, forKey: .hidden)
        try container.encode(SortedColors(colors: colors), forKey: .colors)
        try container.encode(error, forKey: .error)
        try encodeContent(into: &container)
        try container.encodeIfPresent(inputMask, forKey: .mask)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(highlight, forKey: .highlight)
        try container.encodeIfPresent(transition, forKey: .transition)
        try container.encodeIfPresent(check.map(WireCheck.init), forKey: .check)
        try container.encodeIfPresent(optionList.map(WireOptionList.init), forKey: .optionList)
    }

    private func encodeContent(into container: inout KeyedEncodingContainer<Key>) throws {
        switch content {
        case .text(let text):
            try container.encode(text, forKey: .text)
        case .number(let value, let minimum, let maximum, let step):
            try container.encode(WireNumber(value), forKey: .value)
            try container.encode(WireNumber(minimum), forKey: .min)
            try container.encode(WireNumber(maximum), forKey: .max)
            try container.encodeIfPresent(step.map(WireNumber.init), forKey: .step)
        case .onOff(let isOn):
            try container.encode(isOn, forKey: .isOn)
        case .progress(let value, let fraction):
            try container.encode(WireNumber(value), forKey: .value)
            try container.encode(WireNumber(fraction), forKey: .progress)
        case .image(let dataURL):
            try container.encode(dataURL, forKey: .image)
        case .web(let url, let html):
            try container.encode(url, forKey: .url)
            try container.encode(html, forKey: .html)
        case .segments(let titles, let selected):
            try container.encode(titles, forKey: .titles)
            try container.encode(selected, forKey: .selected)
        case .picker(let text, let options, let title):
            try container.encode(text, forKey: .text)
            try container.encode(options, forKey: .options)
            try container.encode(title, forKey: .title)
        case .date(let day, let minimum, let maximum):
            try container.encode(day, forKey: .date)
            try container.encode(minimum, forKey: .min)
            try container.encode(maximum, forKey: .max)
        case .list(let rows, let backgrounds, let layouts, let sections, let selected):
            try container.encode(rows, forKey: .rows)
            try container.encode(backgrounds, forKey: .backgrounds)
            try container.encode(layouts, forKey: .layouts)
            try container.encode(sections, forKey: .sections)
            try container.encode(selected, forKey: .selected)
        case .none:
            break
        }
    }
}

/// `{"family", "size", "weight", "italic", "stretch"}`, each `null` when the font leaves it.
extension ADWebFont: Encodable {
    enum Key: String, CodingKey { case family, size, weight, italic, stretch }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(fields: [
            (.family, family), (.size, size.map(WireNumber.init)), (.weight, weight), (.italic, isItalic), (.stretch, stretch),
        ])
    }
}

/// `{"ranges": [[start, end], …], "background", "color"}`, in UTF-16 offsets.
extension ADWebHighlight: Encodable {
    enum Key: String, CodingKey { case ranges, background, color }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(fields: [
            (.ranges, ranges.map { [$0.lowerBound, $0.upperBound] }), (.background, backgroundColor), (.color, textColor),
        ])
    }
}

/// `{"header", "footer", "count"}`.
extension ADWebListSection: Encodable {
    enum Key: String, CodingKey { case header, footer, count }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(fields: [(.header, header), (.footer, footer), (.count, rowCount)])
    }
}

/// An asynchronous check's state: `{"state", "message"}`; `message` is `null` while pending
/// and when valid.
struct WireCheck: Encodable {
    let check: ADAsyncValidationState

    enum Key: String, CodingKey { case state, message }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(fields: [(.state, check.name), (.message, check.message)])
    }
}

/// A loaded option list's state: `{"state", "message"}`; `message` is `null` unless the last
/// load failed. The options shown are the control's own content.
struct WireOptionList: Encodable {
    let optionList: ADOptionListState

    enum Key: String, CodingKey { case state, message }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        let state = switch optionList {
        case .loading: "loading"
        case .loaded: "loaded"
        case .failed: "failed"
        }
        try container.encode(fields: [(.state, state), (.message, optionList.message)])
    }
}

/// `{"effect", "duration", "delay"}`, in seconds.
extension ADWebTransition: Encodable {
    enum Key: String, CodingKey { case effect, duration, delay }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(fields: [(.effect, effect.rawValue), (.duration, WireNumber(duration)), (.delay, WireNumber(delay))])
    }
}

/// A control's colours by role, written with the roles in order so the text is the same from
/// run to run.
struct SortedColors: Encodable {
    let colors: [String: String]

    struct Role: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Role.self)
        for (role, color) in colors.sorted(by: { $0.key < $1.key }) { try container.encode(color, forKey: Role(stringValue: role)) }
    }
}
