/// Which colour of a control a colour path sets.
///
/// Each role belongs to one property of the spec: ``text`` and ``tint`` to `colorPath`,
/// ``minimumTrack`` to `minColorPath`, ``maximumTrack`` to `maxColorPath`, ``thumb`` to
/// `thumbColorPath`, ``on`` to `onColorPath`, ``off`` to `offColorPath`, ``progress`` to
/// `progressColorPath`, ``track`` to `trackColorPath` and ``background`` to
/// `backgroundColorPath` (AKABeacon's style `backgroundColor`).
public enum ADColorRole: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The text colour of a label, text field, text view or text picker.
    case text
    /// The tint of a stepper, image view or segmented control.
    case tint
    /// A slider's track below the thumb.
    case minimumTrack
    /// A slider's track above the thumb.
    case maximumTrack
    /// The thumb of a slider or switch.
    case thumb
    /// A switch's fill when on.
    case on
    /// A switch's fill when off.
    case off
    /// The filled part of a progress view.
    case progress
    /// The unfilled part of a progress view.
    case track
    /// The background of the control's view.
    case background

    /// The spec's name of the path property that sets this colour.
    public var pathName: String {
        switch self {
        case .text, .tint: "colorPath"
        case .minimumTrack: "minColorPath"
        case .maximumTrack: "maxColorPath"
        case .thumb: "thumbColorPath"
        case .on: "onColorPath"
        case .off: "offColorPath"
        case .progress: "progressColorPath"
        case .track: "trackColorPath"
        case .background: "backgroundColorPath"
        }
    }

    public var description: String { pathName }
}
