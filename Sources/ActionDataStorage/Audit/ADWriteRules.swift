import ActionData

/// The permissions a write is judged by inside its own transaction, on the row as stored at
/// that moment (locked on PostgreSQL): set ``ADAudit/rules`` and pass the audit to
/// ``ADDataProvider/save(_:audit:)`` or ``ADDataProvider/delete(_:key:audit:)``.
///
/// A form judges a save on the record it opened; between that and the write, another person
/// may have deleted the record, moved it out of the person's read rule or changed a field the
/// person may not change. Judged again where the row is written, such a write changes nothing:
///
/// - a save of a record that was stored when opened needs the row still there, readable and
///   updatable by the person, with every field they may not change as the save has it;
///   otherwise it is refused, and a record deleted meanwhile is never created again;
/// - a save of a new record needs no row under its key and the create rule to hold;
/// - a delete needs the row readable and deletable by the person.
///
/// ```swift
/// var audit = ADAudit(by: identity)
/// audit.rules = ADWriteRules(access: access, recordWasStored: true)
/// try await provider.save(category, audit: audit)   // ADDataError.Kind.refused when not allowed now
/// ```
public struct ADWriteRules: Sendable, Hashable {
    /// The rules of the person writing.
    public let access: ADAccess
    /// Whether the record was stored when the person opened it (an update), or new (a create).
    public let recordWasStored: Bool

    /// Rules judging a write by `access`'s identity of a record that was stored when opened
    /// (`recordWasStored`), or new.
    public init(access: ADAccess, recordWasStored: Bool) {
        self.access = access
        self.recordWasStored = recordWasStored
    }

    /// Throws unless the person may save `after` over the stored row `before` (`nil`: none
    /// under the key).
    public func judgeSave(before: ADRecord?, after: ADRecord) throws(ADWriteRefusal) {
        guard recordWasStored else {
            guard before == nil else { throw ADWriteRefusal.notAllowed(.create) }
            let creatable: Bool
            do {
                creatable = try access.allows(.create, after)
            } catch {
                throw ADWriteRefusal.rules(error.description)
            }
            guard creatable else { throw ADWriteRefusal.notAllowed(.create) }
            return
        }
        guard let before else { throw ADWriteRefusal.gone }
        do {
            guard try access.allows(.read, before) else { throw ADWriteRefusal.gone }
            let permitted = try access.updated(after, over: before)
            guard permitted == after else { throw ADWriteRefusal.changedElsewhere }
        } catch let error as ADWriteRefusal {
            throw error
        } catch let error as ADPermissionError {
            if case .denied = error.kind { throw ADWriteRefusal.notAllowed(.update) }
            throw ADWriteRefusal.rules(error.description)
        } catch {
            throw ADWriteRefusal.rules("\(error)")
        }
    }

    /// Throws unless the person may delete the stored row `before` (`nil`: none under the key).
    public func judgeDelete(before: ADRecord?) throws(ADWriteRefusal) {
        guard let before else { throw ADWriteRefusal.gone }
        let (readable, deletable): (Bool, Bool)
        do {
            readable = try access.allows(.read, before)
            deletable = try access.allows(.delete, before)
        } catch {
            throw ADWriteRefusal.rules(error.description)
        }
        guard readable else { throw ADWriteRefusal.gone }
        guard deletable else { throw ADWriteRefusal.notAllowed(.delete) }
    }

    public static func == (lhs: ADWriteRules, rhs: ADWriteRules) -> Bool {
        lhs.access.identity == rhs.access.identity && lhs.access.table == rhs.access.table && lhs.recordWasStored == rhs.recordWasStored
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(access.identity)
        hasher.combine(access.table)
        hasher.combine(recordWasStored)
    }
}
