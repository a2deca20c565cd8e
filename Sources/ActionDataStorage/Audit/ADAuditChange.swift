import ActionData

/// One field an audited write changed, with its value before and after — or, for a
/// withheld field, only the fact that it changed.
public struct ADAuditChange: Sendable, Hashable, Codable {
    /// The field's name in the record.
    public var field: String
    /// The value before the write; `nil` when the record was created or the field is withheld.
    public var old: ADValue?
    /// The value after the write; `nil` when the record was deleted or the field is withheld.
    public var new: ADValue?
    /// Whether the values were left out: the field is hidden from someone who may read the
    /// history (``ADAudit/withheld``), so only the change is on record.
    public var withheld: Bool

    /// A change of `field` from `old` to `new`.
    public init(field: String, old: ADValue?, new: ADValue?, withheld: Bool = false) {
        self.field = field
        self.old = withheld ? nil : old
        self.new = withheld ? nil : new
        self.withheld = withheld
    }

    /// The same change as someone from whom `hidden` fields are hidden may see it.
    public func withholding(_ hidden: Set<String>) -> ADAuditChange {
        hidden.contains(field) ? ADAuditChange(field: field, old: nil, new: nil, withheld: true) : self
    }
}
