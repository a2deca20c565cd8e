/// One choice of a picker or a segmented control whose choices are loaded
/// (``ADOptionSource``): the title shown and the value written back.
public struct ADOption: Sendable, Hashable {
    /// The text the control shows.
    public var title: String
    /// The value the control writes when the option is chosen.
    public var value: ADValue

    /// An option whose value is its title.
    public init(_ title: String) {
        self.init(title: title, value: .string(title))
    }

    /// An option showing `title` and writing `value`.
    public init(title: String, value: ADValue) {
        self.title = title
        self.value = value
    }
}
