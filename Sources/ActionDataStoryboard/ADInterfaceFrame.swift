import ActionData

/// An object's frame as Interface Builder stored it (`<rect key="frame">` or the older
/// `<frame key="frameInset">`, whose `minX`/`minY` become `x`/`y`); missing numbers are 0.
///
/// The engine's `ADRect`: a frame is the same four numbers the engine's layout arithmetic
/// uses, so the two names are one type.
public typealias ADInterfaceFrame = ADRect
