/// Why an Interface Builder document could not be read, and where.
public struct ADInterfaceDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line where reading stopped.
    public let line: Int
    /// The 1-based column where reading stopped.
    public let column: Int
    /// What went wrong.
    public let message: String
    /// The most bound controls the reader was asked to accept, when the document was refused
    /// for having more (``ADInterfaceDocument/init(data:maximumControls:)``); `nil` otherwise.
    public let controlLimit: Int?

    /// An error at a line and column; `controlLimit` when the document has more bound
    /// controls than that.
    public init(line: Int, column: Int, message: String, controlLimit: Int? = nil) {
        self.line = line
        self.column = column
        self.message = message
        self.controlLimit = controlLimit
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}
