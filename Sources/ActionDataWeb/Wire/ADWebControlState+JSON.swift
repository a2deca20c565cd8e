import ActionData

extension ADWebControlState {
    /// The state as the JSON object the page script reads: `{"id", "kind", "enabled",
    /// "hidden", "colors", "error", …}` plus what the kind shows, and for labels and image
    /// views `"highlight": {"ranges": [[start, end], …], "background", "color"}` and
    /// `"transition": {"effect", "duration", "delay"}` when their binding gives them, and
    /// `"font": {"family", "size", "weight", "italic", "stretch"}` for a control with a font.
    var record: ADRecord {
        var state: ADRecord = [
            "id": .string(id), "kind": .string(kind), "enabled": .bool(isEnabled), "hidden": .bool(isHidden),
            "colors": .record(ADRecord(fieldsKeepingLast: colors.sorted { $0.key < $1.key }.map { ($0.key, ADValue.string($0.value)) })),
            "error": error.map(ADValue.string) ?? .null,
        ]
        for (field, value) in contentFields { state[field] = value }
        if let inputMask { state["mask"] = .string(inputMask) }
        if let font {
            state["font"] = .record([
                "family": font.family.map(ADValue.string) ?? .null, "size": font.size.map(ADValue.double) ?? .null,
                "weight": font.weight.map { .int(Int64($0)) } ?? .null, "italic": .bool(font.isItalic),
                "stretch": font.stretch.map(ADValue.string) ?? .null,
            ])
        }
        if let highlight {
            state["highlight"] = .record([
                "ranges": .array(highlight.ranges.map { .array([.int(Int64($0.lowerBound)), .int(Int64($0.upperBound))]) }),
                "background": highlight.backgroundColor.map(ADValue.string) ?? .null,
                "color": highlight.textColor.map(ADValue.string) ?? .null,
            ])
        }
        if let transition {
            state["transition"] = .record([
                "effect": .string(transition.effect.rawValue), "duration": .double(transition.duration), "delay": .double(transition.delay),
            ])
        }
        return state
    }

    private var contentFields: [(String, ADValue)] {
        switch content {
        case .text(let text): return [("text", .string(text))]
        case .number(let value, let minimum, let maximum, let step):
            return [("value", .double(value)), ("min", .double(minimum)), ("max", .double(maximum))]
                + (step.map { [("step", .double($0))] } ?? [])
        case .onOff(let isOn): return [("isOn", .bool(isOn))]
        case .progress(let value, let fraction): return [("value", .double(value)), ("progress", .double(fraction))]
        case .image(let dataURL): return [("image", dataURL.map(ADValue.string) ?? .null)]
        case .web(let url, let html): return [("url", url.map(ADValue.string) ?? .null), ("html", html.map(ADValue.string) ?? .null)]
        case .segments(let titles, let selected):
            return [("titles", .array(titles.map(ADValue.string))), ("selected", selected.map { .int(Int64($0)) } ?? .null)]
        case .picker(let text, let options, let title):
            return [("text", .string(text)), ("options", .array(options.map(ADValue.string))), ("title", .string(title))]
        case .date(let day, let minimum, let maximum):
            return [("date", day.map(ADValue.string) ?? .null), ("min", minimum.map(ADValue.string) ?? .null), ("max", maximum.map(ADValue.string) ?? .null)]
        case .list(let rows, let backgrounds, let layouts, let sections, let selected):
            let sectionValues: [ADValue] = sections.map { section in
                var fields = ADRecord()
                fields["header"] = section.header.map(ADValue.string) ?? .null
                fields["footer"] = section.footer.map(ADValue.string) ?? .null
                fields["count"] = .int(Int64(section.rowCount))
                return .record(fields)
            }
            return [
                ("rows", .array(rows.map(ADValue.string))), ("backgrounds", .array(backgrounds.map { $0.map(ADValue.string) ?? .null })),
                ("layouts", .array(layouts.map { $0.map(ADValue.string) ?? .null })), ("sections", .array(sectionValues)),
                ("selected", selected.map { .int(Int64($0)) } ?? .null),
            ]
        case .none: return []
        }
    }
}
