/// One key of the order in which an ``ADDataProvider`` returns rows.
///
/// ```swift
/// try provider.loadRecords(from: "Categories", orderBy: [.descending("quantity"), .ascending("name")])
/// ```
/// Text sorts with Swift's string ordering, as formulas compare it; NULL sorts first.
public struct ADOrder: Sendable, Hashable {
    /// The field to sort by.
    public let field: String
    /// Whether smaller values come first.
    public let ascending: Bool

    /// An order key.
    public init(field: String, ascending: Bool = true) {
        self.field = field
        self.ascending = ascending
    }

    /// Sort by `field`, smallest first.
    public static func ascending(_ field: String) -> ADOrder { ADOrder(field: field, ascending: true) }

    /// Sort by `field`, largest first.
    public static func descending(_ field: String) -> ADOrder { ADOrder(field: field, ascending: false) }
}
