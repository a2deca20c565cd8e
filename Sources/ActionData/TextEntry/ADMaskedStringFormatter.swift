/// Applies a mask such as `(###) ###-####` to text and removes it again.
///
/// ```swift
/// let formatter = ADMaskedStringFormatter()
/// formatter.formatString = "(###) ###-####"
/// let output = formatter.applyFormat(to: "8085551212")   // "(808) 555-1212"
/// formatter.validForLastInput                            // true
/// formatter.removeFormat(from: output)                   // "8085551212"
/// ```
///
/// Format characters: `#` optional digit (space when missing), `0` fixed digit (`0` when
/// missing), `X` letter shown upper-cased, `x` letter shown lower-cased, `*` any letter, `_` any
/// character, `\` shows the next character as is. Every other character is shown as is.
///
/// Input is read left to right against the mask. A literal of the mask that the input already
/// contains at that point is taken over, so formatted text formats to itself. Input characters
/// that fit no slot are skipped; input shorter than the mask is padded; input longer than the
/// mask is cut. A space where a slot would pad with a space counts as that empty slot, so padded
/// output formats to itself too. Each of these makes ``validForLastInput`` `false`.
public final class ADMaskedStringFormatter {
    /// The mask. Setting it parses it once for every later call.
    public var formatString: String {
        didSet { tokens = MaskToken.parse(formatString) }
    }

    /// Whether the input of the last ``applyFormat(to:)`` filled the mask exactly, with no
    /// skipped, missing or surplus characters.
    public private(set) var validForLastInput = false

    private var tokens: [MaskToken]

    /// Creates a formatter for `formatString` (empty by default).
    public init(formatString: String = "") {
        self.formatString = formatString
        self.tokens = MaskToken.parse(formatString)
    }

    /// The number of characters raw input fills: the slots of the mask.
    public var rawLength: Int {
        tokens.reduce(0) { count, token in
            if case .slot = token { return count + 1 }
            return count
        }
    }

    /// `input` with the mask applied; sets ``validForLastInput``.
    public func applyFormat(to input: String) -> String {
        format(input).text
    }

    /// `input` with the mask applied, how many of its characters went into slots, and the
    /// `Character` offset just after the last of them (0 when none did); sets
    /// ``validForLastInput``.
    func format(_ input: String) -> (text: String, placed: Int, end: Int) {
        let characters = Array(input)
        var position = 0
        var valid = true
        var output = ""
        var placedCount = 0
        var end = 0
        output.reserveCapacity(tokens.count)
        for token in tokens {
            switch token {
            case .literal(let literal):
                if position < characters.count, characters[position] == literal { position += 1 }
                output.append(literal)
            case .slot(let slot):
                var placed: Character?
                if position < characters.count, characters[position] == " ", slot != .anyCharacter, slot.padding == " " {
                    position += 1
                    output.append(" ")
                    valid = false
                    continue
                }
                while position < characters.count, placed == nil {
                    placed = slot.accept(characters[position])
                    // A character that would join the previous one into one grapheme ("\r" +
                    // "\n", paired flags, jamo) would shift every later slot: it does not fit.
                    if let candidate = placed, let last = output.last, (String(last) + String(candidate)).count != 2 {
                        placed = nil
                    }
                    if placed == nil { valid = false }
                    position += 1
                }
                if let placed {
                    output.append(placed)
                    placedCount += 1
                    end = output.count
                } else {
                    output.append(slot.padding)
                    valid = false
                }
            }
        }
        if position < characters.count { valid = false }
        validForLastInput = valid
        return (output, placedCount, end)
    }

    /// The raw value in `text`, formatted or not: literals of the mask found at their place are
    /// dropped, characters that fit a slot are kept (as that slot shows them), and anything
    /// else — padding, stray separators, surplus input — is dropped. A space where a slot pads
    /// with a space is that empty slot.
    public func removeFormat(from text: String) -> String {
        scan(Array(text)).raw
    }

    /// Reads `characters` as ``removeFormat(from:)`` does: the raw value, and for each
    /// character whether it went into a slot (`false` for a literal, a padding space or a
    /// character no slot takes).
    func scan(_ characters: [Character]) -> (raw: String, inSlot: [Bool]) {
        var inSlot = Array(repeating: false, count: characters.count)
        var position = 0
        var raw = ""
        for token in tokens {
            switch token {
            case .literal(let literal):
                if position < characters.count, characters[position] == literal { position += 1 }
            case .slot(let slot):
                while position < characters.count {
                    let character = characters[position]
                    position += 1
                    // A space where the slot pads with one is that empty slot, as in
                    // applyFormat; reading on would take a later literal of the mask as input.
                    if slot != .anyCharacter, character == " " {
                        if slot.padding == " " { break }
                        continue
                    }
                    if let accepted = slot.accept(character) {
                        raw.append(accepted)
                        inSlot[position - 1] = true
                        break
                    }
                }
            }
        }
        return (raw, inSlot)
    }

    /// The caret position in formatted text for a caret after `rawCaret` raw characters: just
    /// after the slot that character fills (before any following literals), or before the first
    /// slot for 0. Positions count `Character`s; values beyond the raw length clamp to the end.
    public func formattedCaret(forRawCaret rawCaret: Int) -> Int {
        var filled = 0
        for (index, token) in tokens.enumerated() {
            guard case .slot = token else { continue }
            if rawCaret <= 0 { return index }
            filled += 1
            if filled == rawCaret { return index + 1 }
        }
        return tokens.count
    }

    /// The raw caret position for a caret at `formattedCaret` in formatted text: the number of
    /// slots before it.
    public func rawCaret(forFormattedCaret formattedCaret: Int) -> Int {
        tokens.prefix(max(formattedCaret, 0)).reduce(0) { count, token in
            if case .slot = token { return count + 1 }
            return count
        }
    }
}
