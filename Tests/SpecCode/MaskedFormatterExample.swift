import ActionData

/// The quick start's masked formatter example, as the spec writes it; gives what it computes.
func maskedPhoneNumberExample() -> (output: String, valid: Bool, result: String) {
    // Configure formatter.
    let formatter = ADMaskedStringFormatter()
    formatter.formatString = "(###) ###-####"

    // Apply format.
    let output = formatter.applyFormat(to: "8085551212")
    let valid = formatter.validForLastInput

    // Strip format.
    let result = formatter.removeFormat(from: output)
    return (output, valid, result)
}
