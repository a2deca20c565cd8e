import ActionData

/// The bindings of an Interface Builder document, in document order, and notes on
/// what was kept but not understood.
///
/// ```swift
/// let bindings = ADInterfaceBindingSet(document: try ADInterfaceDocument(contentsOf: url))
/// for binding in bindings.bindings where !binding.errors.isEmpty {
///     print(binding.line(of: binding.errors[0]), binding.errors[0].message)
/// }
/// ```
public struct ADInterfaceBindingSet: Sendable, Hashable {
    /// Every binding, in document order.
    public let bindings: [ADInterfaceBinding]
    /// Unknown bound-control classes and runtime attributes.
    public let notes: [ADInterfaceNote]

    /// Extracts the bindings of `document`; `registry` resolves `<Class>` references in
    /// AKABeacon expressions.
    public init(document: ADInterfaceDocument, registry: ADBindingClassRegistry = .standard) {
        self.init(objects: document.allObjects, registry: registry)
    }

    /// Extracts the bindings of `objects`, each taken alone (not its children).
    init(objects: [ADInterfaceObject], registry: ADBindingClassRegistry) {
        var extractor = BindingExtractor(registry: registry)
        for object in objects {
            extractor.extract(from: object)
        }
        bindings = extractor.bindings
        notes = extractor.notes
    }
}
