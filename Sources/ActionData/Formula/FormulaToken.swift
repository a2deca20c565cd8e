/// One token of a formula, with its range in scalar offsets.
struct FormulaToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// An integer or real literal.
        case number(ADValue)
        /// A `'single quoted'` string, with `''` already reduced to `'`.
        case string(String)
        /// A field name or dotted path; `bare` when it is one unquoted name, which may
        /// then be a keyword or a function name.
        case path([String], bare: Bool)
        case keyword(FormulaKeyword)
        case symbol(FormulaSymbol)
        case end
    }

    let kind: Kind
    let range: ADSourceRange

    /// How the token reads in an error message.
    var quotedForMessage: String {
        switch kind {
        case .number(let value): "the number \(value)"
        case .string(let text): "the string '\(text)'"
        case .path(let components, _): "`\(components.joined(separator: "."))`"
        case .keyword(let keyword): "\(keyword.rawValue)"
        case .symbol(let symbol): "'\(symbol.rawValue)'"
        case .end: "the end of the formula"
        }
    }
}

/// The reserved words; matched case-insensitively.
enum FormulaKeyword: String, Sendable, CaseIterable {
    case and = "AND", or = "OR", not = "NOT", `is` = "IS", null = "NULL", `true` = "TRUE", `false` = "FALSE"
    case like = "LIKE", glob = "GLOB", regexp = "REGEXP", escape = "ESCAPE", between = "BETWEEN", `in` = "IN"
    case `case` = "CASE", when = "WHEN", then = "THEN", `else` = "ELSE", end = "END"

    static let byUppercasedName: [String: FormulaKeyword] = allCases.reduce(into: [:]) { $0[$1.rawValue] = $1 }
}

/// Operators and punctuation.
enum FormulaSymbol: String, Sendable {
    case openParenthesis = "(", closeParenthesis = ")", comma = ","
    case plus = "+", minus = "-", star = "*", slash = "/", percent = "%", concatenate = "||"
    case equal = "=", doubleEqual = "==", notEqual = "!=", lessGreater = "<>"
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
}
