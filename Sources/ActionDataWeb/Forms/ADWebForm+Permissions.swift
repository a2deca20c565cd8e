import ActionData

extension ADWebForm {
    /// Puts `access`, the permissions of the person asking, in force on the form
    /// (`ADBindingController.access`), unless that identity's already are: a server calls
    /// it with every request, and the rules are judged again only when the identity changes.
    ///
    /// The rules are judged on the record as last loaded or saved (the one Revert returns to),
    /// so an edit the session took before they were in force is never taken as stored: a save
    /// keeps to what the rules allow over that record.
    ///
    /// Option lists of rows (`ADOptionSource.query`) show only the rows `access` may read of
    /// their table, and load again for the new identity.
    public func useAccess(_ access: ADAccess?) {
        guard !uses(access) else { return }
        controller.setAccess(access, judgedOn: initialRecord)
        optionLists?.restrict(to: access)
    }

    /// Whether the permissions of `access`'s identity (or none) are the ones in force.
    func uses(_ access: ADAccess?) -> Bool {
        controller.access?.identity == access?.identity && (controller.access == nil) == (access == nil)
    }

    /// Shows `record` as ``load(_:)`` does, `stored` telling whether it is a stored record
    /// (update rules apply) or a new one (create rules apply).
    public func load(_ record: ADRecord, stored: Bool) -> ADWebUpdate {
        controller.isRecordStored = stored
        return load(record)
    }
}
