import Logging

extension ADWebUpdate {
    /// The update, after logging each failure's `ADValidationFailure.description` — the
    /// developer's account, naming the control by kind, name and field — at `info`, and a
    /// ``predictionMismatch`` at `warning`. As it holds
    /// what the user typed, its control and line-breaking characters are logged escaped, so
    /// every failure stays one line of the log.
    func logged(to logger: Logger) -> ADWebUpdate {
        for failure in failures {
            logger.info("validation failure", metadata: ["failure": .string(Self.oneLine(failure.description))])
        }
        if let mismatch = predictionMismatch {
            logger.warning(
                "masked edit answered differently by the page's module; the server's answer is shown",
                metadata: [
                    "control": .string(Self.oneLine(mismatch.controlID)), "before": .string(Self.oneLine(mismatch.before)),
                    "page": .string(Self.oneLine(mismatch.expected)), "server": .string(Self.oneLine(mismatch.answered)),
                ])
        }
        return self
    }

    private static func oneLine(_ text: String) -> String {
        var line = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: line += scalar.escaped(asASCII: true)
            default: line.unicodeScalars.append(scalar)
            }
        }
        return line
    }
}
