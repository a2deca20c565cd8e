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

    /// The animation a `transitionAnimation` attribute of `binding` describes, evaluated in
    /// `record`: an inline `{ duration, delay, options }` block, or a key path whose value is a
    /// record of those settings (`NULL`: no animation). `nil` when there is none.
    /// - Throws: ``ADEvaluationError/invalidSetting(setting:expected:found:)`` when the model
    ///   gives a setting of the wrong kind.
    init?(binding: ADBindingExpression?, record: ADRecord) throws(ADEvaluationError) {
        guard let block = binding?.attribute("transitionAnimation") else { return nil }
        self.init()
        guard block.primary != nil else {
            try read { name throws(ADEvaluationError) in try block.attributeValue(name, in: record) }
            return
        }
        switch try block.value(in: record) {
        case .null:
            return nil
        case .record(let settings):
            try read { name in settings[name] }
        case let other:
            throw .invalidSetting(setting: "transitionAnimation", expected: "a record of duration, delay and options", found: other.kind)
        }
    }

    /// Reads `duration`, `delay` and `options` through `setting`, all or nothing.
    private mutating func read(_ setting: (String) throws(ADEvaluationError) -> ADValue?) throws(ADEvaluationError) {
        var read = self
        for name in ["duration", "delay"] {
            switch try setting(name) {
            case nil, .null?: continue
            case let value?:
                guard let seconds = value.numericValue else {
                    throw .invalidSetting(setting: "transitionAnimation.\(name)", expected: "a number of seconds", found: value.kind)
                }
                if name == "duration" { read.duration = seconds } else { read.delay = seconds }
            }
        }
        switch try setting("options") {
        case nil, .null?: break
        case .string(let name)?: read.options = [name]
        case .array(let names)?:
            read.options = try names.map { name throws(ADEvaluationError) in
                guard case .string(let text) = name else {
                    throw .invalidSetting(setting: "transitionAnimation.options", expected: "option names", found: name.kind)
                }
                return text
            }
        case let value?:
            throw .invalidSetting(setting: "transitionAnimation.options", expected: "an option name or an array of them", found: value.kind)
        }
        self = read
    }
}
