/// A check that asks something slow — a server, a database — whether a control's value is
/// acceptable: "is this name taken?", "does this postcode exist?".
///
/// The closure answers `nil` when the value is valid and the message to show when it is not;
/// a thrown error is shown as a failed check (``ADAsyncValidationState/failed(_:)``), never
/// taken for a valid value.
///
/// ```swift
/// let nameFree = ADAsyncValidator("nameFree") { value in
///     try await users.exists(named: value.stringValue ?? "") ? "This name is taken" : nil
/// }
/// ```
public struct ADAsyncValidator: Sendable {
    /// The check: `nil` when the value is valid, otherwise the message to show.
    public typealias Check = @Sendable (ADValue) async throws -> String?

    /// The name documents and ``ADValidationRules/asyncValidator`` refer to.
    public let name: String
    /// The check itself.
    public let check: Check

    /// A validator named `name` that runs `check`.
    public init(_ name: String, check: @escaping Check) {
        self.name = name
        self.check = check
    }
}
