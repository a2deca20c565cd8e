// UIKitStub — wherever UIKit is absent (Linux, macOS).
//
// Declares exactly the UIKit API that ActionDataUIKit uses, with the names, labels,
// optionality, `@MainActor` isolation and `open`-ness Swift sees on iOS 16, each declaration
// citing the SDK header or documentation page it transcribes (the project's UIKit API
// reference). Documented side effects the adapters rely on are reproduced:
// `UISwitch.setOn(_:animated:)` sends no action, `sendActions(for:)` runs the actions added
// for the event, a bar button's `primaryAction` replaces its title and image, slider, stepper
// and progress values are clamped, a date picker keeps its date within its range, a label's
// `text`, `attributedText` and `textColor` replace and recolour each other, text controls call
// their delegates in UIKit's order when they become and resign first responder.
//
// Delegate and data-source protocols declare their requirements without default
// implementations, so a misspelt delegate method fails to compile; requirements no adapter
// implements are left out (they are all optional on iOS).
//
// Anything that is not UIKit API is `package`, prefixed `_`, and exists only so tests can do
// what UIKit itself would do (a user tapping a bar button, the system reporting a safe area).
// The adapters never use it; a test scans their sources.
//
// The stub is split as Apple splits the SDK: what `import UIKit` gives is here, and nothing
// more (WebKit's web view is in WebKitStub, imported exactly where an adapter imports WebKit),
// so a missing import fails the Linux build where it would fail the iOS one.
