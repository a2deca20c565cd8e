import ActionData
import Foundation

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
    /// Each identity's access, resolved once: folding a rule compiles it.
    private let cache = AccessCache()

    /// The rules of `permissions` for `table`.
    public init(permissions: ADPermissions, table: String) {
        self.permissions = permissions
        self.table = table
    }

    /// What `identity` may do with ``table``.
    /// - Throws: ``ADWebError`` (500) when a rule cannot take the identity in; the
    ///   document's check at start (`ADPermissions.validate(fields:)`) finds such rules.
    public func access(for identity: ADIdentity) throws(ADWebError) -> ADAccess {
        if let cached = cache.access(for: identity) { return cached }
        do {
            let access = try permissions.access(to: table, for: identity)
            cache.keep(access)
            return access
        } catch {
            throw ADWebError(status: .internalServerError, message: "the permissions cannot be applied: \(error)")
        }
    }
}

/// The access of the identities seen lately, at most ``capacity`` of them (dropped all at once
/// when full: resolving again is cheap next to a request, and the bound keeps a flood of made-up
/// identities from growing it).
private final class AccessCache: @unchecked Sendable {
    static let capacity = 1_024
    private let lock = NSLock()
    private var entries: [ADIdentity: ADAccess] = [:]

    func access(for identity: ADIdentity) -> ADAccess? {
        lock.withLock { entries[identity] }
    }

    func keep(_ access: ADAccess) {
        lock.withLock {
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[access.identity] = access
        }
    }
}
