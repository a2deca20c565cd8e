/// A slider: shows a number from its data path — an integer, a real or numeric text — and
/// writes the chosen number back (rounded for integer fields).
///
/// ``ADRangeControlModel/value`` keeps the number as given even outside the range, so an
/// untouched slider never changes the record; ``position`` is where the thumb is drawn.
public final class ADSliderModel: ADRangeControlModel, ADEditableBindable {
    /// Creates a slider bound to `dataPath` over `minimumValue`…`maximumValue`.
    public init(name: String = "", dataPath: String = "", minimumValue: Double = 0, maximumValue: Double = 1) {
        super.init(named: name, dataPath: dataPath, minimumValue: minimumValue, maximumValue: maximumValue)
    }

    /// A slider.
    public var typed: ADControl { .slider(self) }

    /// The spec's `minColorPath`: the track below the thumb.
    public var minColorPath: String {
        get { colorPath(for: .minimumTrack) }
        set { setColorPath(newValue, for: .minimumTrack) }
    }

    /// The spec's `maxColorPath`: the track above the thumb.
    public var maxColorPath: String {
        get { colorPath(for: .maximumTrack) }
        set { setColorPath(newValue, for: .maximumTrack) }
    }

    /// The spec's `thumbColorPath`.
    public var thumbColorPath: String {
        get { colorPath(for: .thumb) }
        set { setColorPath(newValue, for: .thumb) }
    }

    /// The colour of the track below the thumb.
    public var minimumTrackColor: ADColor? { colors[.minimumTrack] }
    /// The colour of the track above the thumb.
    public var maximumTrackColor: ADColor? { colors[.maximumTrack] }
    /// The colour of the thumb.
    public var thumbColor: ADColor? { colors[.thumb] }

    /// Where the thumb is drawn: ``ADRangeControlModel/value`` as a fraction of the range,
    /// clamped to 0…1.
    public var position: Double { RangeFraction.of(value, from: minimumValue, to: maximumValue) }
}
