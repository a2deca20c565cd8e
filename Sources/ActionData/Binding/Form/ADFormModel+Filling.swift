/// Filling the form from a model or record, and the full refresh.
extension ADFormModel {
    /// Shows `model`, discarding unsaved edits; every control is published.
    ///
    /// ```swift
    /// try form.setDataModel(category)
    /// ```
    ///
    /// - Throws: ``ADCodingError`` when the model cannot be encoded; nothing changes.
    public func setDataModel<Model: Encodable>(_ model: Model, encoder: ADRecordEncoder = ADRecordEncoder()) throws(ADCodingError) {
        try controller.setDataModel(model, encoder: encoder)
        publish(controls, setSaveState(.unsaved).union(.fill))
    }

    /// Shows `record`, discarding unsaved edits; every control is published.
    public func setRecord(_ record: ADRecord) {
        controller.setRecord(record)
        publish(controls, setSaveState(.unsaved).union(.fill))
    }

    /// The permissions of the person using the form, or `nil` for none; see
    /// ``ADBindingController/access``. Every control is published.
    public var access: ADAccess? {
        get { controller.access }
        set {
            controller.access = newValue
            publish(controls, .fill)
        }
    }

    /// Whether the record shown is stored (update rules apply) or new (create rules apply); see
    /// ``ADBindingController/isRecordStored``. Every control is published.
    public var isRecordStored: Bool {
        get { controller.isRecordStored }
        set {
            controller.isRecordStored = newValue
            publish(controls, .fill)
        }
    }

    /// The spec's `refreshDisplay`: saves the edits into the record when every control is
    /// valid (else marks the invalid ones and saves none), then re-evaluates every binding, so
    /// controls that read fields of non-live controls catch up. Every control is published.
    ///
    /// - Returns: why the edits were not saved; empty when they were.
    @discardableResult
    public func refresh() -> [ADValidationFailure] {
        let failures = controller.refreshDisplay()
        publish(controls, setSaveState(failures.isEmpty ? .saved : .failed(failures)).union(.fill))
        return failures
    }
}
