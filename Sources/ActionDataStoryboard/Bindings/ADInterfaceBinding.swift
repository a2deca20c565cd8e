import ActionData

/// One binding found in an Interface Builder document: which object, which property,
/// its text, where it is, and the parsed expression or the errors.
///
/// Action Data paths and DataBindSwift field paths are formulas; they are held as
/// binding expressions whose primary is the formula, so every convention shares one tree.
public struct ADInterfaceBinding: Sendable, Hashable {
    /// The framework convention the binding follows.
    public let convention: ADBindingConvention
    /// The bound object.
    public let objectID: String
    /// The object's class (custom class or element name).
    public let className: String
    /// What kind of control the object is.
    public let controlKind: ADInterfaceControlKind
    /// The runtime attribute holding the binding, such as `dataPath` or `textBinding_aka`.
    public let property: String
    /// The AKABeacon binding kind, when the property is a known `…Binding_aka`.
    public let bindingKind: ADBindingKind?
    /// The binding's text as written.
    public let source: String
    /// The 1-based line of the runtime attribute.
    public let line: Int
    /// The 1-based line where the text starts.
    public let valueLine: Int
    /// Whether the text came from a child element, so its own line breaks are the file's.
    public let spansLines: Bool
    /// The parsed expression; `nil` when the text does not parse.
    public let expression: ADBindingExpression?
    /// Syntax and validation errors, in source order; empty for a good binding.
    public let errors: [ADBindingExpressionError]
    /// Whether the control writes the user's edits back through this binding.
    public let isEditable: Bool
    /// The object's other binding settings (`formatType`, `formatPattern`, `liveUpdate`,
    /// `required`, `persist`, …) by name.
    public let settings: [String: ADValue]

    /// A binding from its parts.
    public init(
        convention: ADBindingConvention, objectID: String, className: String, controlKind: ADInterfaceControlKind,
        property: String, bindingKind: ADBindingKind?, source: String, line: Int, valueLine: Int, spansLines: Bool,
        expression: ADBindingExpression?, errors: [ADBindingExpressionError], isEditable: Bool, settings: [String: ADValue]
    ) {
        self.convention = convention
        self.objectID = objectID
        self.className = className
        self.controlKind = controlKind
        self.property = property
        self.bindingKind = bindingKind
        self.source = source
        self.line = line
        self.valueLine = valueLine
        self.spansLines = spansLines
        self.expression = expression
        self.errors = errors
        self.isEditable = isEditable
        self.settings = settings
    }

    /// The file line of `error`, a mistake in this binding's text.
    public func line(of error: ADBindingExpressionError) -> Int {
        spansLines ? valueLine + error.line - 1 : line
    }

    /// The file line of a 0-based Unicode-scalar offset into ``source``.
    public func line(atOffset offset: Int) -> Int {
        guard spansLines else { return line }
        return valueLine + source.unicodeScalars.prefix(offset).filter { $0 == "\n" }.count
    }
}

/// Something in a document that was kept but not understood: an unknown class or
/// runtime attribute. Never fatal.
public struct ADInterfaceNote: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line of the object or attribute.
    public let line: Int
    /// The object's id.
    public let objectID: String
    /// The object's class.
    public let className: String
    /// What was not understood.
    public let message: String

    /// A note from its parts.
    public init(line: Int, objectID: String, className: String, message: String) {
        self.line = line
        self.objectID = objectID
        self.className = className
        self.message = message
    }

    public var description: String { "line \(line): \(className) (\(objectID)): \(message)" }
}
