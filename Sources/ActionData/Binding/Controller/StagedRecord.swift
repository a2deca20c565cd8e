/// The record with every edit written in, or the reasons it cannot be.
struct StagedRecord {
    var record: ADRecord
    var writes: [PendingWrite]
    var failures: [ADValidationFailure]
}
