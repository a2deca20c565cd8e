import ActionData
import ActionDataStorage

/// The permissions ``ADWebServer`` enforces on its form and its list: ``permissions``'s rules
/// for ``table``, the table the form edits and the list shows.
///
/// Every route goes through them: the list's filter carries the read rule into SQL, a record
/// the person may not read answers 404 like one that does not exist, an operation they may not
/// do answers 403, and the form hides, locks and saves as `ADBindingController.access` says.
///
/// ```swift
/// let rules = try ADWebAccessRules(permissions: ADPermissions(contentsOfFile: "permissions.json"), table: "Categories")
/// try await ADWebServer(sessions: sessions, records: store, identity: .forwardedHeaders, rules: rules).run()
/// ```
public struct ADWebAccessRules: Sendable {
    /// The rules of every table.
    public let permissions: ADPermissions
    /// The table the form and the list show.
    public let table: String
    /// Each identity's access, resolved once (folding a rule compiles it), for the 1,024
    /// identities seen last.
    private let cache = BoundedCache<ADIdentity, ADAccess>(capacity: 1_024)

    /// The fields of ``table`` some role may not see.
    private let withheld: Set<String>

    /// The rules of `permissions` for `table`.
    public init(permissions: ADPermissions, table: String) {
        self.permissions = permissions
        self.table = table
        withheld = permissions.fieldsHidden(in: table)
    }

    /// How `identity`'s saves and deletes are written to the history: by them, with the
    /// fields any role may not see (`ADPermissions.fieldsHidden(in:)`) recorded without values.
    public func audit(by identity: ADIdentity) -> ADAudit {
        ADAudit(by: identity, withholding: withheld)
    }

    /// What `identity` may do with ``table``.
    /// - Throws: ``ADWebError`` (500) when a rule cannot take the identity in; the
    ///   document's check at start (`ADPermissions.validate(fields:)`) finds such rules.
    public func access(for identity: ADIdentity) throws(ADWebError) -> ADAccess {
        if let cached = cache.value(for: identity) { return cached }
        do {
            let access = try permissions.access(to: table, for: identity)
            cache.keep(access, for: identity)
            return access
        } catch {
            throw ADWebError.permissionsFailed(error)
        }
    }
}
