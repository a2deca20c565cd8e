import Foundation

/// A copy of a Foundation formatter an app configured — the spec's `numberFormatter` or
/// `dateFormatter` of a bound label or text field — that the engine shows and reads values
/// with, one caller at a time, instead of the one ``ADDisplayFormat`` makes from its pattern.
///
/// The front end hands the engine a copy when the form is filled, so the app's later changes
/// to its own object take effect at the next fill or refresh, and the engine's guards
/// (unsupported patterns, digit runs, magnitudes Foundation traps on) still apply.
///
/// ```swift
/// let formatter = formatting.makeNumberFormatter()     // from formatType and formatPattern
/// formatter.maximumFractionDigits = 3
/// formatting.numberFormatter = ADFormatterCopy(copying: formatter, followsLocale: true)
/// ```
public final class ADFormatterCopy<Wrapped: Formatter>: @unchecked Sendable, Hashable {
    private let lock = NSLock()
    private let formatter: Wrapped
    /// Whether the copy takes the control's locale (and, for dates, time zone) when it is used:
    /// the app kept the one the formatter was made with, so the form's and the user's apply.
    public let followsLocale: Bool

    /// A copy of `formatter`; `nil` when Foundation gives no copy of its own class.
    public init?(copying formatter: Wrapped, followsLocale: Bool) {
        guard let copy = formatter.copy() as? Wrapped else { return nil }
        self.formatter = copy
        self.followsLocale = followsLocale
    }

    /// Runs `body` with the copy, no other caller using it meanwhile.
    func use<Result>(_ body: (Wrapped) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(formatter)
    }

    /// Copies are the same only when they are one object: each hand-over is a new state.
    public static func == (left: ADFormatterCopy, right: ADFormatterCopy) -> Bool { left === right }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
