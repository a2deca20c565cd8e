import Foundation

extension ADBindable {
    /// Applies the user's `edit` to this control's model: the one implementation of editing,
    /// shared by ``ADFormModel`` and the web front end. The caller tells the engine afterwards
    /// (``ADBindingController/controlDidChange(_:)``) when the outcome is ``ADControlEditOutcome/changed``.
    ///
    /// The control's kind is checked first, then (with `checkingAvailability`) that it is
    /// enabled and visible, then the value.
    /// - Throws: ``ADControlEditError``.
    public func apply(_ edit: ADControlEdit, checkingAvailability: Bool = true) throws(ADControlEditError) -> ADControlEditOutcome {
        let apply = try target(of: edit)
        if checkingAvailability, !isEnabled || isHidden { throw .unavailable }
        return try apply()
    }

    /// The mutation `edit` makes to this control, or ``ADControlEditError/notApplicable`` for a
    /// control of another kind.
    private func target(of edit: ADControlEdit) throws(ADControlEditError) -> () throws(ADControlEditError) -> ADControlEditOutcome {
        switch (edit, typed) {
        case (.text(let text), .textField(let entry as ADTextEntryControlModel)), (.text(let text), .textView(let entry as ADTextEntryControlModel)):
            return { Self.set(\.text, of: entry, to: text) }
        case (.on(let isOn), .switch(let toggle)):
            return { Self.set(\.isOn, of: toggle, to: isOn) }
        case (.number(let number), .slider(let range as ADRangeControlModel)), (.number(let number), .stepper(let range as ADRangeControlModel)):
            return { () throws(ADControlEditError) in
                guard number.isFinite else { throw .outOfRange(detail: "\(number) is not a number") }
                return Self.set(\.value, of: range, to: range.clamped(number))
            }
        case (.step(let up), .stepper(let stepper)):
            return {
                let before = stepper.value
                if up { stepper.increment() } else { stepper.decrement() }
                return stepper.value == before ? .unchanged : .changed
            }
        case (.segment(let segment), .segmentedControl(let segments)):
            return { () throws(ADControlEditError) in
                if let segment, !segments.segmentTitles.indices.contains(segment) { throw .outOfRange(detail: "no segment \(segment)") }
                return Self.set(\.selectedSegment, of: segments, to: segment)
            }
        case (.row(let row), .list(let list)):
            return { () throws(ADControlEditError) in
                if let row, !(list.sections.indices.contains(row.section) && list.sections[row.section].rows.indices.contains(row.row)) {
                    throw .outOfRange(detail: "no row \(row.row) in section \(row.section)")
                }
                return Self.set(\.selectedIndex, of: list, to: row)
            }
        case (.option(let index), .textPicker(let picker)):
            return { () throws(ADControlEditError) in
                guard picker.optionList.indices.contains(index) else { throw .outOfRange(detail: "no option \(index)") }
                return Self.set(\.text, of: picker, to: picker.optionList[index])
            }
        case (.date(let date), .datePicker(let picker)):
            return { Self.set(\.date, of: picker, to: Self.clamped(date, to: picker)) }
        case (.image(let data), .imageView(let image)) where image.validation.persist:
            return { Self.choose(data, for: image) }
        default:
            throw .notApplicable
        }
    }

    private static func set<Model: AnyObject, Value: Equatable>(
        _ property: ReferenceWritableKeyPath<Model, Value>, of model: Model, to value: Value
    ) -> ADControlEditOutcome {
        guard model[keyPath: property] != value else { return .unchanged }
        model[keyPath: property] = value
        return .changed
    }

    /// `date` within the picker's range: before the minimum it is the minimum, after the
    /// maximum the maximum.
    private static func clamped(_ date: Date?, to picker: ADDatePickerModel) -> Date? {
        guard let date else { return nil }
        if let minimum = picker.minimumDate, date < minimum { return minimum }
        if let maximum = picker.maximumDate, date > maximum { return maximum }
        return date
    }

    private static func choose(_ data: Data?, for image: ADImageViewModel) -> ADControlEditOutcome {
        guard let data else {
            guard image.imageData != nil else { return .unchanged }
            image.removeImage()
            return .changed
        }
        do {
            try image.choose(data)
        } catch {
            image.validationError = error.description
            return .refused
        }
        image.validationError = nil
        return .changed
    }
}
