/// The limits a compiled formula checks, with the formula's text to name in the error.
struct FormulaBudget: Sendable {
    let source: String
    let limits: ADEvaluationLimits

    /// Throws when a text of `length` UTF-8 bytes, about to be built by `operation`, is too long.
    @inline(__always)
    func checkLength(_ length: Int, operation: String) throws(ADEvaluationError) {
        if length > limits.maximumLength {
            throw .resultTooLong(formula: source, operation: operation, length: length, limit: limits.maximumLength)
        }
    }

    /// The length of two texts joined, checked: `a.utf8.count + b.utf8.count`.
    @inline(__always)
    func checkJoin(_ a: String, _ b: String, operation: String) throws(ADEvaluationError) {
        let (length, overflow) = a.utf8.count.addingReportingOverflow(b.utf8.count)
        try checkLength(overflow ? Int.max : length, operation: operation)
    }

    /// Throws when matching `characters` text characters against `elements` pattern elements
    /// could take more steps than allowed.
    func checkMatch(characters: Int, elements: Int, operation: String) throws(ADEvaluationError) {
        let (work, overflow) = characters.multipliedReportingOverflow(by: elements)
        let steps = overflow ? Int.max : work
        if steps > limits.maximumMatchWork {
            throw .matchTooLarge(formula: source, operation: operation, work: steps, limit: limits.maximumMatchWork)
        }
    }
}
