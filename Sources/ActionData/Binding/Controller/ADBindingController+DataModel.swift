extension ADBindingController {
    /// Encodes `model` into ``record`` and fills every control from it, as the spec's
    /// `setDataModel`. Unsaved edits are discarded.
    /// - Throws: ``ADCodingError`` when the model cannot be encoded; nothing changes.
    public func setDataModel<Model: Encodable>(_ model: Model, encoder: ADRecordEncoder = ADRecordEncoder()) throws(ADCodingError) {
        let record = try encoder.encode(model)
        setRecord(record)
    }

    /// Writes every edit into a copy of ``record`` and decodes the model from it, as the spec's
    /// `getDataModel`. All or nothing: when any control is invalid or the model cannot be
    /// decoded, ``record`` is unchanged. Fields no control binds come back as they were set.
    /// With ``access`` set, the model is decoded from what the person's permissions let them
    /// save (their presets set, the fields they may not change as shown). The record the model
    /// was decoded from becomes the ``savedRecord``.
    /// - Throws: ``ADBindingError`` listing every failing control (a decoding failure names the
    ///   control bound to the field, or the field when no control binds it).
    public func getDataModel<Model: Decodable>(_ type: Model.Type, decoder: ADRecordDecoder = ADRecordDecoder()) throws(ADBindingError) -> Model {
        let staged = permitted(stage(callingHooks: true))
        mark(staged.failures)
        guard staged.failures.isEmpty else { throw ADBindingError(failures: staged.failures) }
        let model: Model
        do {
            model = try decoder.decode(type, from: staged.record)
        } catch {
            let failure = decodingFailure(error)
            mark([failure])
            throw ADBindingError(failures: [failure])
        }
        commit(staged)
        savedRecord = record
        return model
    }

    private func decodingFailure(_ error: ADCodingError) -> ADValidationFailure {
        let slot = form.slots.first { slot in
            guard let path = slot.writePath, !error.path.components.isEmpty else { return false }
            return path.contains(error.path) || error.path.contains(path)
        }
        guard let slot else {
            return ADValidationFailure(control: error.path.dotted, controlIndex: nil, path: error.path, reason: .decoding,
                                       message: error.description)
        }
        return slot.failure(slot.writePath, .decoding, error.description)
    }
}
