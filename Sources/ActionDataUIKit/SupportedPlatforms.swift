// ActionDataUIKit runs on iOS and Mac Catalyst. tvOS and watchOS have no WebKit, which the
// web-view control needs, so they are excluded here, by name, rather than failing later on a
// missing module.
#if os(tvOS) || os(watchOS)
#error("ActionDataUIKit supports iOS and Mac Catalyst only: tvOS and watchOS have no WebKit. Use the ActionData engine with your own views there.")
#endif
