extension ADFont {
    /// The font adjusted by the active binding of a font binding, evaluated in `record`: first
    /// its key path or constant, read as ``adjusted(by:)`` reads a value, then its attributes
    /// (`{ traits: symbolicTraits, size: pointSize }`), each read with
    /// ``adjust(by:to:)``. `{}` and `{ }` change nothing: the font stays the document's.
    /// - Throws: ``ADEvaluationError`` naming the setting; nothing is applied.
    public func adjusted(by binding: ADBindingExpression, in record: ADRecord) throws(ADEvaluationError) -> ADFont {
        var font = self
        if binding.primary != nil { font = try font.adjusted(by: binding.value(in: record)) }
        for attribute in binding.attributes {
            try font.adjust(by: attribute.name, to: attribute.value.value(in: record))
        }
        return font
    }
}
