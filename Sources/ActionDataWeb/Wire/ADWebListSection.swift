/// One section of a list as the page renders it: its titles and how many of the list's rows,
/// counted from the end of the section before, it holds.
public struct ADWebListSection: Sendable, Hashable {
    /// The title over the section, or `nil`.
    public var header: String?
    /// The title under the section, or `nil`.
    public var footer: String?
    /// The number of rows in the section.
    public var rowCount: Int

    /// A section from its parts.
    public init(header: String? = nil, footer: String? = nil, rowCount: Int) {
        self.header = header
        self.footer = footer
        self.rowCount = rowCount
    }
}
