/// A progress view: shows where the number of its data path lies between ``minValue`` and
/// ``maxValue``.
public final class ADBoundProgressView: ADBoundControl, ADBindable {
    /// The value at 0 %.
    public var minValue: Double = 0
    /// The value at 100 %.
    public var maxValue: Double = 1
    /// The number the data path gave.
    public private(set) var value: Double = 0
    /// The fraction shown: ``value`` mapped from ``minValue``…``maxValue`` into 0…1, clamped.
    public var progress: Double { RangeFraction.of(value, from: minValue, to: maxValue) }

    /// Creates a progress view bound to `dataPath` over `minValue`…`maxValue`.
    public init(name: String = "", dataPath: String = "", minValue: Double = 0, maxValue: Double = 1) {
        self.minValue = minValue
        self.maxValue = maxValue
        super.init(named: name, dataPath: dataPath)
    }

    /// The spec's `progressColorPath`: the filled part.
    public var progressColorPath: String {
        get { colorPath(.progress) }
        set { setColorPath(newValue, .progress) }
    }

    /// The spec's `trackColorPath`: the unfilled part.
    public var trackColorPath: String {
        get { colorPath(.track) }
        set { setColorPath(newValue, .track) }
    }

    /// The colour of the filled part.
    public var progressColor: ADColor? { colors[.progress] }
    /// The colour of the unfilled part.
    public var trackColor: ADColor? { colors[.track] }

    /// Shows a number; `NULL` shows as the minimum.
    /// - Throws: ``ADConversionError`` for text that is not a number and other values.
    public func display(_ value: ADValue) throws(ADConversionError) {
        self.value = minValue
        if value.isNull { return }
        self.value = try value.asDouble()
    }
}
