/// Save: every edit written back, all or nothing.
extension ADFormModel {
    /// Writes every edit into the record and decodes `Model` from it, all or nothing
    /// (``ADBindingController/getDataModel(_:decoder:)``).
    ///
    /// ```swift
    /// do {
    ///     store(try form.save(Category.self))
    /// } catch {
    ///     // error.failures name each failing control; each shows its validationMessage
    /// }
    /// ```
    ///
    /// The controls whose ``ADFormControl/validationMessage`` the Save set or cleared are
    /// published, and the form's observers hear ``ADFormChanges/save`` with ``saveState``.
    ///
    /// - Throws: ``ADBindingError`` listing every failing control; the record is unchanged and
    ///   every control keeps what the user entered.
    public func save<Model: Decodable>(_ type: Model.Type, decoder: ADRecordDecoder = ADRecordDecoder()) throws(ADBindingError) -> Model {
        let messages = validationMessages()
        do {
            let model = try controller.getDataModel(type, decoder: decoder)
            publishSave(.saved, messagesBefore: messages)
            return model
        } catch {
            publishSave(.failed(error.failures), messagesBefore: messages)
            throw error
        }
    }

    /// Writes every edit into ``record``, all or nothing, for a form without a model type (a
    /// storyboard form over a record). Publishes as ``save(_:decoder:)`` does.
    ///
    /// - Throws: ``ADBindingError`` listing every failing control; the record is unchanged.
    public func saveRecord() throws(ADBindingError) {
        let messages = validationMessages()
        do {
            try controller.updateRecord()
            publishSave(.saved, messagesBefore: messages)
        } catch {
            publishSave(.failed(error.failures), messagesBefore: messages)
            throw error
        }
    }

    func validationMessages() -> [String?] {
        controls.map(\.validationMessage)
    }

    func publishSave(_ state: ADFormSaveState, messagesBefore: [String?]) {
        let changed = zip(controls, messagesBefore).filter { $0.validationMessage != $1 }.map(\.0)
        // A repeated result is still news: the user pressed Save again.
        _ = setSaveState(state)
        publish(changed, .save)
    }
}
