/// A compiled `LIKE` or `GLOB` pattern, matched without recursion.
///
/// Both match whole strings, one `Character` (grapheme) per single-character wildcard.
/// `LIKE` folds case with Unicode lowercasing; `GLOB` is case-sensitive.
struct WildcardPattern: Sendable {
    enum Element: Sendable, Equatable {
        case literal(Character)
        case anyOne
        case anySequence
        case set([ClosedRange<Character>], negated: Bool)

        func matches(_ character: Character) -> Bool {
            switch self {
            case .literal(let expected): expected == character
            case .anyOne: true
            case .anySequence: false
            case .set(let ranges, let negated): ranges.contains { $0.contains(character) } != negated
            }
        }
    }

    let elements: [Element]
    let foldsCase: Bool
    /// `false` for a malformed GLOB set (`[abc` with no `]`), which, as in SQLite, matches nothing.
    let canMatch: Bool

    /// A `LIKE` pattern: `%` any run, `_` any one character; `escape` makes the next character literal.
    /// Returns `nil` when the pattern ends with a lone escape character.
    static func like(_ pattern: String, escape: Character?) -> WildcardPattern? {
        var elements: [Element] = []
        var escaping = false
        for character in pattern.lowercased() {
            if escaping {
                elements.append(.literal(character))
                escaping = false
            } else if let escape, character == escape {
                escaping = true
            } else if character == "%" {
                if elements.last != .anySequence { elements.append(.anySequence) }
            } else if character == "_" {
                elements.append(.anyOne)
            } else {
                elements.append(.literal(character))
            }
        }
        if escaping { return nil }
        return WildcardPattern(elements: elements, foldsCase: true, canMatch: true)
    }

    /// A `GLOB` pattern: `*` any run, `?` any one character, `[...]` a set with ranges and `^` negation.
    static func glob(_ pattern: String) -> WildcardPattern {
        var elements: [Element] = []
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "*":
                if elements.last != .anySequence { elements.append(.anySequence) }
            case "?":
                elements.append(.anyOne)
            case "[":
                var negated = false
                if index < characters.count, characters[index] == "^" {
                    negated = true
                    index += 1
                }
                var ranges: [ClosedRange<Character>] = []
                var first = true
                var closed = false
                while index < characters.count {
                    let member = characters[index]
                    if member == "]" && !first {
                        closed = true
                        index += 1
                        break
                    }
                    first = false
                    if index + 2 < characters.count, characters[index + 1] == "-", characters[index + 2] != "]",
                        member <= characters[index + 2]
                    {
                        ranges.append(member...characters[index + 2])
                        index += 3
                    } else {
                        ranges.append(member...member)
                        index += 1
                    }
                }
                guard closed else { return WildcardPattern(elements: [], foldsCase: false, canMatch: false) }
                elements.append(.set(ranges, negated: negated))
            default:
                elements.append(.literal(character))
            }
        }
        return WildcardPattern(elements: elements, foldsCase: false, canMatch: true)
    }

    /// `true` when the whole of `text` matches.
    ///
    /// Without a `%`/`*` the match takes one step per character; with one it may take up to
    /// characters × elements steps, which `budget` bounds before the match starts.
    func matches(_ text: String, budget: FormulaBudget, operation: String) throws(ADEvaluationError) -> Bool {
        guard canMatch else { return false }
        let characters = Array(foldsCase ? text.lowercased() : text)
        if elements.contains(.anySequence) {
            try budget.checkMatch(characters: characters.count, elements: elements.count, operation: operation)
        }
        var textIndex = 0
        var patternIndex = 0
        var starPattern = -1
        var starText = 0
        while textIndex < characters.count {
            if patternIndex < elements.count {
                let element = elements[patternIndex]
                if element == .anySequence {
                    starPattern = patternIndex
                    starText = textIndex
                    patternIndex += 1
                    continue
                }
                if element.matches(characters[textIndex]) {
                    patternIndex += 1
                    textIndex += 1
                    continue
                }
            }
            guard starPattern >= 0 else { return false }
            patternIndex = starPattern + 1
            starText += 1
            textIndex = starText
        }
        while patternIndex < elements.count, elements[patternIndex] == .anySequence { patternIndex += 1 }
        return patternIndex == elements.count
    }
}
