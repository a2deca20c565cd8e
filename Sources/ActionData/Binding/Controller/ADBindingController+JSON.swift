extension ADBindingController {
    /// DataBindSwift's `toJSON()`: the value of every field a control binds, as a JSON object
    /// whose dotted paths are nested objects (`vehicle.brand.name` → `{"vehicle": {"brand":
    /// {"name": …}}}`).
    ///
    /// Fields the user did not touch are included with the record's value; edited ones with the
    /// edit, converted as saving would. Nothing is written: ``record`` is unchanged.
    ///
    /// ```swift
    /// let json = try controller.toJSON()   // ["vehicle": ["brand": ["name": "Volvo"]], …]
    /// ```
    /// - Throws: ``ADBindingError`` listing every control whose input is invalid.
    public func toJSON() throws(ADBindingError) -> [String: Any] {
        let staged = stage(callingHooks: false)
        guard staged.failures.isEmpty else { throw ADBindingError(failures: staged.failures) }
        return json(of: staged.record)
    }

    /// The value `record` holds for every field a control binds, as ``toJSON()`` gives them:
    /// a JSON object whose dotted paths are nested objects. Edits are not looked at; after a
    /// failed save it gives the fields as they were last saved.
    public func json(of record: ADRecord) -> [String: Any] {
        var fields = ADRecord()
        for slot in form.slots {
            guard let path = slot.writePath, slot.editable?.validation.persist != false else { continue }
            // Setting fails only under a field already set to a value that is not a record;
            // `record` then holds nothing at `path` either, so only a null is left out.
            try? fields.setValue(record.value(at: path) ?? .null, at: path)
        }
        return fields.jsonObject
    }

    /// DataBindSwift's `fillFields(withObject:)`: writes the fields of a JSON object (nested
    /// objects are dotted paths) into ``record`` and fills every control from it; fields the
    /// object does not have keep their values.
    ///
    /// ```swift
    /// try controller.fillFields(withObject: ["vehicle": ["brand": ["name": "Volvo"]]])
    /// ```
    /// - Throws: ``ADCodingError`` when the object holds values JSON cannot (nothing is
    ///   written then), ``ADRecordError`` when a field stands where the record has a value that
    ///   is not an object.
    public func fillFields(withObject object: [String: Any]) throws {
        let values = try ADRecord(jsonObject: object)
        var filled = record
        for path in values.leafPaths {
            try filled.setValue(values.value(at: path) ?? .null, at: path)
        }
        setRecord(filled)
    }
}
