import ActionData

/// Why a write judged by ``ADWriteRules`` changed nothing.
public enum ADWriteRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The record is gone, or the person may no longer read it: the two answer alike.
    case gone
    /// No rule of the person allows the operation on the record as stored now.
    case notAllowed(ADPermissionOperation)
    /// A field the person may not change was changed by someone else since they opened the
    /// record: saving would write it back.
    case changedElsewhere
    /// The rules could not be judged on the row (a rule failed to evaluate), with why.
    case rules(String)

    public var description: String {
        switch self {
        case .gone: "the record no longer exists"
        case .notAllowed(let operation): "you may not \(operation.rawValue) this record as it is stored now"
        case .changedElsewhere: "the record was changed elsewhere since you opened it; open it again"
        case .rules(let reason): "the permissions could not be applied: \(reason)"
        }
    }
}
