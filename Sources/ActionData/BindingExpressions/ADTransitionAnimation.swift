/// AKABeacon's `transitionAnimation { duration, delay, options }` on a label or image view:
/// how a front end that can animate fades a new value in. The engine only stores it.
public struct ADTransitionAnimation: Sendable, Hashable {
    /// Seconds the transition takes.
    public var duration: Double
    /// Seconds before it starts.
    public var delay: Double
    /// The `UIViewAnimationOptions` names given (`TransitionCrossDissolve`, …).
    public var options: [String]

    /// An animation from its parts.
    public init(duration: Double = 0.25, delay: Double = 0, options: [String] = []) {
        self.duration = duration
        self.delay = delay
        self.options = options
    }

    /// The animation a `transitionAnimation` attribute of `binding` describes, its formulas
    /// evaluated in `record`; `nil` when there is none.
    init?(binding: ADBindingExpression?, record: ADRecord) throws(ADEvaluationError) {
        guard let block = binding?.attribute("transitionAnimation") else { return nil }
        self.init()
        if let duration = try block.attributeValue("duration", in: record)?.numericValue { self.duration = duration }
        if let delay = try block.attributeValue("delay", in: record)?.numericValue { self.delay = delay }
        switch try block.attributeValue("options", in: record) {
        case .string(let name)?: options = [name]
        case .array(let names)?: options = names.map { $0.asText() }
        default: break
        }
    }
}
