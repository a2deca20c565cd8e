/// Where a number lies in a range, as a fraction from 0 to 1.
enum RangeFraction {
    /// `value` mapped from `low`…`high` into 0…1 and clamped; an empty or reversed range gives
    /// 1 when the value reaches `high`, else 0.
    static func of(_ value: Double, from low: Double, to high: Double) -> Double {
        guard value.isFinite else { return value == .infinity ? 1 : 0 }
        guard high > low else { return value >= high ? 1 : 0 }
        return min(1, max(0, (value - low) / (high - low)))
    }
}
