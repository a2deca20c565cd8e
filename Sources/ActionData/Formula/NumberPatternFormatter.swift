import Foundation

/// Formats numbers with a TR35 pattern (`#,##0.00;(#,##0.00)`) for the `format()` function.
///
/// The part before `;` formats positive numbers and zero; the part after it, when
/// present, formats negative ones (without it a minus sign is put before the positive
/// pattern). The locale is `en_US_POSIX`, so a formula gives the same text everywhere.
/// `NumberFormatter` is not documented as safe to share across threads, so each
/// instance serialises its use with a lock.
final class NumberPatternFormatter: Sendable {
    private let formatter: NumberFormatter
    private let lock = NSLock()

    init(pattern: String) {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let parts = pattern.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        let positive = String(parts[0])
        formatter.positiveFormat = positive
        formatter.negativeFormat = parts.count > 1 ? String(parts[1]) : "-" + positive
        self.formatter = formatter
    }

    func string(from number: FormulaNumber) -> String? {
        let object: NSNumber =
            switch number {
            case .int(let value): NSNumber(value: value)
            case .double(let value): NSNumber(value: value)
            }
        lock.lock()
        defer { lock.unlock() }
        return formatter.string(from: object)
    }
}

/// The formatters a compiled formula has built for patterns known only at run time.
final class NumberPatternCache: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var formatters: [String: NumberPatternFormatter] = [:]
    private static let capacity = 64

    func formatter(for pattern: String) -> NumberPatternFormatter {
        lock.lock()
        defer { lock.unlock() }
        if let formatter = formatters[pattern] { return formatter }
        if formatters.count >= Self.capacity { formatters.removeAll(keepingCapacity: true) }
        let formatter = NumberPatternFormatter(pattern: pattern)
        formatters[pattern] = formatter
        return formatter
    }
}
