/// What JSON output does with a real that JSON cannot express (infinity or NaN).
public enum ADNonFiniteNumberStrategy: Sendable, Hashable {
    /// Throw an ``ADCodingError`` naming the field. The default: nothing is silently lost.
    case throwError
    /// Write `null`, for output meant for display.
    case null
}
