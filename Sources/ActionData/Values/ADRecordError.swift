/// Why a value could not be written at a path of an ``ADRecord``.
public enum ADRecordError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A component of the path crosses a value that is neither a record nor an array.
    /// `path` is the part of the path that holds that value.
    case notAContainer(path: ADFieldPath, found: ADValue.Kind)
    /// A numeric component indexes outside an array. `path` ends at the index.
    case indexOutOfRange(path: ADFieldPath, count: Int)
    /// A component that must index an array is not a whole number.
    case notAnIndex(path: ADFieldPath)
    /// The path has no components.
    case emptyPath

    public var description: String {
        switch self {
        case .notAContainer(let path, let found):
            "cannot write inside '\(path)': it holds a \(found), not a record"
        case .indexOutOfRange(let path, let count):
            "index at '\(path)' is out of range: the array has \(count) elements"
        case .notAnIndex(let path):
            "'\(path.name)' at '\(path)' is not an array index"
        case .emptyPath:
            "the path is empty"
        }
    }
}
