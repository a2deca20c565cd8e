/// One position of a mask: a slot the input fills, or a literal the mask always shows.
enum MaskToken: Equatable {
    /// `#` digit or space, `0` digit or zero, `X` upper-cased letter, `x` lower-cased letter,
    /// `*` any letter, `_` any character.
    case slot(MaskSlot)
    /// Any other mask character, or one escaped with `\`.
    case literal(Character)

    /// The tokens of `mask`. A trailing lone `\` is shown as a literal backslash.
    static func parse(_ mask: String) -> [MaskToken] {
        var tokens: [MaskToken] = []
        var escaping = false
        for character in mask {
            if escaping {
                tokens.append(.literal(character))
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if let slot = MaskSlot(rawValue: character) {
                tokens.append(.slot(slot))
            } else {
                tokens.append(.literal(character))
            }
        }
        if escaping { tokens.append(.literal("\\")) }
        return tokens
    }
}

/// The kinds of input slot in a mask.
enum MaskSlot: Character {
    case optionalDigit = "#"
    case fixedDigit = "0"
    case upperLetter = "X"
    case lowerLetter = "x"
    case anyLetter = "*"
    case anyCharacter = "_"

    /// The character shown when `character` fills this slot, or `nil` when it does not fit.
    func accept(_ character: Character) -> Character? {
        // A character that is only a combining mark would join the previous output
        // character into one, shifting every later slot.
        if let first = character.unicodeScalars.first, first.properties.canonicalCombiningClass != .notReordered
            || [.nonspacingMark, .spacingMark, .enclosingMark].contains(first.properties.generalCategory)
        {
            return nil
        }
        switch self {
        case .optionalDigit, .fixedDigit:
            return character.isASCII && character.isNumber ? character : nil
        case .upperLetter:
            return character.isLetter ? Self.single(character.uppercased(), else: character) : nil
        case .lowerLetter:
            return character.isLetter ? Self.single(character.lowercased(), else: character) : nil
        case .anyLetter:
            return character.isLetter ? character : nil
        case .anyCharacter:
            return character
        }
    }

    /// `mapped` when it is one character; a case mapping may give several (`ß` → `SS`), and
    /// one slot shows one character, so the letter then stays as typed.
    private static func single(_ mapped: String, else original: Character) -> Character {
        mapped.count == 1 ? mapped.first ?? original : original
    }

    /// The character shown when the input has run out: `0` for a fixed digit, else a space.
    var padding: Character {
        self == .fixedDigit ? "0" : " "
    }
}
