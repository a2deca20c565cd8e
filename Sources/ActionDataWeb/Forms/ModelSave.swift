import ActionData
import ActionDataStorage

/// How Save stores the model of a form made for one
/// (``ADWebForm/init(title:root:model:encoder:decoder:onSave:)``).
enum ModelSave {
    /// Decodes the model from the controls and stores it at once, showing it as stored.
    case immediate((ADBindingController) throws -> Void)
    /// Decodes the model from the controls and returns the work that stores it as the
    /// author the audit names, which runs away from the form and answers the stored model as
    /// a record to show.
    case deferred((ADBindingController, ADAudit) throws -> @Sendable () async throws -> ADRecord)
}
