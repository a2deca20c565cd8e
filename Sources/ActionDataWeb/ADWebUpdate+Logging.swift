import Logging

extension ADWebUpdate {
    /// The update, after logging each failure's ``ADValidationFailure/description`` — the
    /// developer's account, naming the control by kind, name and field — at `info`. It is
    /// logged quoted and escaped, as it holds what the user typed.
    func logged(to logger: Logger) -> ADWebUpdate {
        for failure in failures {
            logger.info("refused", metadata: ["failure": .string(String(reflecting: failure.description))])
        }
        return self
    }
}
