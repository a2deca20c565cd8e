/// A control names, in ``ADValidationRules/asyncValidator``, an asynchronous validator its
/// form's ``ADAsyncValidatorRegistry`` does not hold (a misspelt name in a document's
/// `asyncValidator` attribute, or a validator not registered).
///
/// ```swift
/// do {
///     try controller.verifyAsyncValidators(in: validators)
/// } catch {
///     print(error)   // control 'name' names the asynchronous validator 'nameFre', which is not registered (registered: nameFree)
/// }
/// ```
public struct ADUnknownAsyncValidatorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The control's name (``ADBindable/name``).
    public let control: String
    /// The control's position among the controller's controls.
    public let controlIndex: Int
    /// The validator name the control gives.
    public let validator: String
    /// The names the registry holds, sorted.
    public let registered: [String]

    /// An error for `control` at `controlIndex` naming `validator`, with the registry's names.
    public init(control: String, controlIndex: Int, validator: String, registered: [String]) {
        self.control = control
        self.controlIndex = controlIndex
        self.validator = validator
        self.registered = registered
    }

    public var description: String {
        let known = registered.isEmpty ? "none is registered" : "registered: \(registered.joined(separator: ", "))"
        return "control '\(control)' names the asynchronous validator '\(validator)', which is not registered (\(known))"
    }
}
