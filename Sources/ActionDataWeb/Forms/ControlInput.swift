import Foundation
import ActionData

/// Puts a value the browser sent into a control, as the user's own edit would: the value
/// becomes an `ADControlEdit`, which the engine applies as it applies `ADFormModel`'s.
enum ControlInput {
    static func apply(_ value: ADValue, to control: any ADEditableBindable, id: String) throws(ADWebError) {
        try perform(try edit(value, for: control, id: id), on: control, id: id)
    }

    /// One step of a stepper, up or down, as the engine's stepper takes it: within the range,
    /// or round it when the stepper wraps.
    static func step(up: Bool, _ control: any ADEditableBindable, id: String) throws(ADWebError) {
        guard case .stepper = control.typed else {
            throw ADWebError.badRequest("control \"\(id)\" is not a stepper")
        }
        try perform(.step(up: up), on: control, id: id)
    }

    /// The edit `value` stands for on `control`, checked against what the browser may send.
    private static func edit(_ value: ADValue, for control: any ADEditableBindable, id: String) throws(ADWebError) -> ADControlEdit {
        switch control.typed {
        case .textField, .textView: return .text(try text(value, id))
        case .slider, .stepper: return .number(try number(value, id))
        case .switch:
            guard case .bool(let isOn) = value else { throw mismatch(id, "true or false") }
            return .on(isOn)
        case .segmentedControl(let segments):
            guard case .int(let index) = value, let segment = Int(exactly: index), segments.segmentTitles.indices.contains(segment)
            else { throw mismatch(id, "a segment index from 0 to \(segments.segmentTitles.count - 1)") }
            return .segment(segment)
        case .textPicker(let picker):
            guard let option = picker.optionList.firstIndex(of: try text(value, id)) else { throw mismatch(id, "one of the picker's options") }
            return .option(option)
        case .datePicker(let picker):
            let day = try text(value, id)
            guard day.isEmpty || date(fromDay: day) != nil else { throw mismatch(id, "a date as yyyy-MM-dd") }
            return .date(date(fromDay: day).map { clamped($0, to: picker) })
        case .list(let list):
            guard case .int(let position) = value, let index = Int(exactly: position).flatMap({ listIndex(at: $0, in: list) }) else {
                throw mismatch(id, "a row position")
            }
            return .row(index)
        case .imageView(let image):
            guard image.validation.persist else { throw ADWebError.badRequest("image view \"\(id)\" only shows its image") }
            return .image(try imageBytes(value, id))
        case .label, .progressView, .webView, .custom:
            throw ADWebError.badRequest("control \"\(id)\" cannot be edited from the browser")
        }
    }

    /// Applies `edit` without checking availability (the events check it first, and a parked
    /// session's edits come back whatever the control's state); the edit was made for the
    /// control's kind, so the engine refuses only a value outside the control.
    private static func perform(_ edit: ADControlEdit, on control: any ADEditableBindable, id: String) throws(ADWebError) {
        do {
            _ = try control.apply(edit, checkingAvailability: false)
        } catch {
            switch error {
            case .notApplicable, .unavailable: throw ADWebError.badRequest("control \"\(id)\" cannot be edited from the browser")
            case .outOfRange(let detail): throw ADWebError.badRequest("control \"\(id)\": \(detail)")
            }
        }
    }

    /// The user's value of `control`, as ``apply(_:to:id:)`` takes it back; `nil` for controls
    /// the browser does not edit.
    static func value(of control: any ADEditableBindable) -> ADValue? {
        switch control.typed {
        case .textField(let field): .string(field.text)
        case .textView(let view): .string(view.text)
        case .slider(let slider): .double(slider.value)
        case .stepper(let stepper): .double(stepper.value)
        case .switch(let toggle): .bool(toggle.isOn)
        case .segmentedControl(let segments): segments.selectedSegment.map { .int(Int64($0)) }
        case .textPicker(let picker): .string(picker.text)
        case .datePicker(let picker): .string(picker.date.map(dayText) ?? "")
        case .list(let list): list.selectedIndex.flatMap(flatPosition(in: list)).map { .int(Int64($0)) }
        case .imageView(let image): image.imageData.map(ADValue.data) ?? .null
        case .label, .progressView, .webView, .custom: nil
        }
    }

    /// Image bytes as the browser or a parked session sends them: data, or base64 text;
    /// `NULL` removes the image.
    private static func imageBytes(_ value: ADValue, _ id: String) throws(ADWebError) -> Data? {
        switch value {
        case .null: return nil
        case .data(let data): return data
        case .string(let text):
            guard let data = Data(base64Encoded: text) else { throw mismatch(id, "image bytes") }
            return data
        default: throw mismatch(id, "image bytes")
        }
    }

    private static func text(_ value: ADValue, _ id: String) throws(ADWebError) -> String {
        guard case .string(let text) = value else { throw mismatch(id, "text") }
        return text
    }

    private static func number(_ value: ADValue, _ id: String) throws(ADWebError) -> Double {
        guard let number = value.numericValue, number.isFinite else { throw mismatch(id, "a number") }
        return number
    }

    private static func mismatch(_ id: String, _ expected: String) -> ADWebError {
        ADWebError.badRequest("control \"\(id)\" expects \(expected)")
    }

    /// A picked day within the picker's range: a day before the first allowed one is that day,
    /// one after the last allowed one that day, as a date picker keeps its date in range.
    private static func clamped(_ day: Date, to picker: ADDatePickerModel) -> Date {
        if let minimum = picker.minimumDate.flatMap({ date(fromDay: dayText($0)) }), day < minimum { return minimum }
        if let maximum = picker.maximumDate.flatMap({ date(fromDay: dayText($0)) }), day > maximum { return maximum }
        return day
    }

    /// A date as the browser's date input writes it: `yyyy-MM-dd` in UTC.
    static func dayText(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// The UTC midnight of a `yyyy-MM-dd` day, or `nil` for other text.
    static func date(fromDay text: String) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let date = calendar.date(from: DateComponents(year: year, month: month, day: day))
        return date.flatMap { dayText($0) == text ? $0 : nil }
    }

    /// A list row's position in the page's flat sequence of rows.
    static func flatPosition(in list: ADListModel) -> (ADListIndex) -> Int? {
        { index in
            guard list.sections.indices.contains(index.section), list.sections[index.section].rows.indices.contains(index.row) else { return nil }
            return list.sections[..<index.section].reduce(0) { $0 + $1.rows.count } + index.row
        }
    }

    /// The row at `position` of the page's flat sequence of rows.
    private static func listIndex(at position: Int, in list: ADListModel) -> ADListIndex? {
        guard position >= 0 else { return nil }
        var remaining = position
        for (section, rows) in list.sections.enumerated() {
            if remaining < rows.rows.count { return ADListIndex(section: section, row: remaining) }
            remaining -= rows.rows.count
        }
        return nil
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return calendar
    }()
}
