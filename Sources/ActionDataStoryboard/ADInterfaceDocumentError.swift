/// Why an Interface Builder document could not be read, and where.
public struct ADInterfaceDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line where reading stopped.
    public let line: Int
    /// The 1-based column where reading stopped.
    public let column: Int
    /// What went wrong.
    public let message: String

    /// An error at a line and column.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}
