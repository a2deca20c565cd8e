import Foundation

/// A category as the list shows it and the detail form edits it: the spec's Category, with a
/// price and a phone number to show a number format and a mask as you type.
struct Category: Codable, Hashable, Identifiable {
    /// The key SQLite assigns on the first save; -1 until then.
    var id = -1
    var name = ""
    var description = ""
    var quantity = 1
    var price = 0.0
    var phone = ""
    var enabled = true
}
