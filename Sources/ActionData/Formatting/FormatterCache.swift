import Foundation

/// A Foundation formatter configured once and then only used, one caller at a time.
///
/// Foundation formatters are not safe to use from several threads at once on every platform,
/// so each cached formatter carries its own lock; different patterns never wait for each other.
final class LockedFormatter<Formatter: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private let formatter: Formatter

    init(_ formatter: Formatter) {
        self.formatter = formatter
    }

    func use<Result>(_ body: (Formatter) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(formatter)
    }
}

/// The formatters in use, keyed by what configures them (an ``ADDisplayFormat``: pattern,
/// locale and time zone; or a binding's formatter block and locale).
///
/// The cache is capped: patterns computed from data (a formula's `format(x, pattern)` reading
/// a field) must not grow it without bound, so when it is full it starts again empty. Forms
/// use a handful of patterns, far below the cap.
final class FormatterCache<Key: Hashable & Sendable, Formatter: AnyObject>: @unchecked Sendable {
    static var capacity: Int { 512 }

    private let lock = NSLock()
    private var formatters: [Key: LockedFormatter<Formatter>] = [:]
    private let make: @Sendable (Key) -> Formatter

    init(make: @escaping @Sendable (Key) -> Formatter) {
        self.make = make
    }

    func formatter(for key: Key) -> LockedFormatter<Formatter> {
        lock.lock()
        defer { lock.unlock() }
        if let cached = formatters[key] { return cached }
        if formatters.count >= Self.capacity { formatters.removeAll(keepingCapacity: true) }
        let created = LockedFormatter(make(key))
        formatters[key] = created
        return created
    }
}

enum DisplayFormatters {
    static let numbers = FormatterCache<ADDisplayFormat, NumberFormatter> { format in
        NumberPattern(format.pattern).makeFormatter(locale: format.locale)
    }

    static let dates = FormatterCache<ADDisplayFormat, DateFormatter> { format in
        let formatter = DateFormatter()
        formatter.locale = format.locale
        formatter.timeZone = format.timeZone
        formatter.dateFormat = format.pattern
        return formatter
    }
}
