/// A progress view: shows where the number of its data path lies between ``minimumValue``
/// and ``maximumValue`` (the spec's `minValue` and `maxValue`).
public final class ADProgressViewModel: ADControlModel, ADBindable {
    /// The value at 0 %.
    public var minimumValue: Double
    /// The value at 100 %.
    public var maximumValue: Double
    /// The number the data path gave.
    public private(set) var value: Double = 0

    /// Creates a progress view bound to `dataPath` over `minimumValue`…`maximumValue`.
    public init(name: String = "", dataPath: String = "", minimumValue: Double = 0, maximumValue: Double = 1) {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        super.init(named: name, dataPath: dataPath)
    }

    /// A progress view.
    public var typed: ADControl { .progressView(self) }

    /// The fraction shown: ``value`` mapped from ``minimumValue``…``maximumValue`` into 0…1,
    /// clamped.
    public var progress: Double { RangeFraction.of(value, from: minimumValue, to: maximumValue) }

    /// The spec's `progressColorPath`: the filled part.
    public var progressColorPath: String {
        get { colorPath(for: .progress) }
        set { setColorPath(newValue, for: .progress) }
    }

    /// The spec's `trackColorPath`: the unfilled part.
    public var trackColorPath: String {
        get { colorPath(for: .track) }
        set { setColorPath(newValue, for: .track) }
    }

    /// The colour of the filled part.
    public var progressColor: ADColor? { colors[.progress] }
    /// The colour of the unfilled part.
    public var trackColor: ADColor? { colors[.track] }

    /// Shows a number; `NULL` shows as the minimum.
    /// - Throws: ``ADConversionError`` for text that is not a number and other values.
    public func display(_ value: ADValue) throws(ADConversionError) {
        self.value = minimumValue
        if value.isNull { return }
        self.value = try value.asDouble()
    }
}
