/// Which binding framework's conventions a binding in a document follows.
public enum ADBindingConvention: String, Sendable, Hashable, CaseIterable {
    /// An Action Data bound control (`customClass="ADBoundTextField"`) with `dataPath`,
    /// `enabledPath`, … runtime attributes holding field names or formulas.
    case actionData
    /// An AKABeacon binding expression in a `…Binding_aka` runtime attribute.
    case akaBeacon
    /// A DataBindSwift `fieldPath` runtime attribute (with `required`, `persist`, …).
    case dataBindSwift
}
