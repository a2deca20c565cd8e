// ActionDataUIKit runs on iOS and Mac Catalyst. tvOS and watchOS have no WebKit (the web-view
// control needs it) and no keyboard accessory toolbar, so they are excluded outright rather
// than failing later on a missing module.
#if os(tvOS) || os(watchOS)
#error("ActionDataUIKit supports iOS and Mac Catalyst only: tvOS and watchOS have no WebKit. Use the ActionData engine with your own views there.")
#endif
