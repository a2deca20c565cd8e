/// The asynchronous validators a form's controls may name in
/// ``ADValidationRules/asyncValidator`` (and documents in their validation settings).
///
/// ```swift
/// var validators = ADAsyncValidatorRegistry()
/// validators.register(ADAsyncValidator("nameFree") { value in
///     try await users.exists(named: value.stringValue ?? "") ? "This name is taken" : nil
/// })
/// ```
public struct ADAsyncValidatorRegistry: Sendable {
    private var validators: [String: ADAsyncValidator] = [:]

    /// A registry holding `validators`; of two with the same name the later one is kept.
    public init(_ validators: [ADAsyncValidator] = []) {
        for validator in validators {
            register(validator)
        }
    }

    /// Adds `validator`, replacing any registered under its name.
    public mutating func register(_ validator: ADAsyncValidator) {
        validators[validator.name] = validator
    }

    /// The validator registered as `name`, or `nil`.
    public func validator(named name: String) -> ADAsyncValidator? {
        validators[name]
    }

    /// The registered names, sorted.
    public var names: [String] { validators.keys.sorted() }
}
