import ActionData
import ActionDataStorage

extension ADWebError {
    /// The answer for an error a record store's database threw (``ADWebRecordStore``):
    ///
    /// | the database's error | answer |
    /// | --- | --- |
    /// | a write its rules refused (`ADDataError.Kind.refused`): the record gone or no longer readable | 404, as a record that does not exist |
    /// | … an operation the rules do not allow on the record as stored now | 403 naming it |
    /// | … a field the person may not change, changed elsewhere meanwhile | 409 |
    /// | a filter that is not a formula | 400 with the formula's error and its caret |
    /// | a database that cannot be reached | 503 |
    /// | anything else | 500, without the database's own words (log `error` for those) |
    public init(storeFailure error: any Error) {
        if let error = error as? ADWebError {
            self = error
            return
        }
        if let failure = error as? ADDataError {
            switch failure.kind {
            case .refused(.gone):
                self = .noSuchRecord
                return
            case .refused(.notAllowed(let operation)):
                self = .notAllowed(operation)
                return
            case .refused(.changedElsewhere):
                self.init(status: .conflict, message: ADWriteRefusal.changedElsewhere.description)
                return
            case .connection:
                self.init(status: .serviceUnavailable, message: "the database cannot be reached; try again in a moment")
                return
            default:
                break
            }
        }
        if let formulaError = (error as? any ADDataProviderFailure)?.filterError {
            self = .badRequest(formulaError.description)
            return
        }
        self.init(status: .internalServerError, message: "the database failed")
    }
}
