/// Why a Swift file could not give a model to lint against.
public struct ADSwiftModelError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public let message: String
    /// The struct and class names the file declares, to choose from with `--type`.
    public let candidates: [String]

    /// An error with its message and the candidate type names.
    public init(message: String, candidates: [String]) {
        self.message = message
        self.candidates = candidates
    }

    public var description: String {
        candidates.isEmpty ? message : "\(message); types in the file: \(candidates.joined(separator: ", "))"
    }
}
