/// Splits formula text into tokens, in one forward pass over its UTF-8 bytes.
///
/// The lexer never recurses. Ranges are in Unicode-scalar offsets so that errors can
/// point at a column a person can count.
struct FormulaLexer {
    private let source: String
    private let bytes: [UInt8]
    /// `scalarOffsets[i]` counts the scalars that start before byte `i`; queried only at
    /// scalar boundaries, it is the scalar offset of byte `i` (or of the end).
    private let scalarOffsets: [Int]
    private var position = 0

    init(_ source: String) {
        self.source = source
        bytes = Array(source.utf8)
        var offsets = [Int]()
        offsets.reserveCapacity(bytes.count + 1)
        var scalars = 0
        for byte in bytes {
            offsets.append(scalars)
            if byte & 0xC0 != 0x80 { scalars += 1 }
        }
        offsets.append(scalars)
        scalarOffsets = offsets
    }

    /// All tokens, ending with `.end`.
    mutating func tokenize() throws(ADFormulaError) -> [FormulaToken] {
        var tokens: [FormulaToken] = []
        while true {
            let token = try next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private func range(from start: Int) -> ADSourceRange {
        ADSourceRange(scalarOffsets[start], scalarOffsets[position])
    }

    private func error(at byte: Int, expected: String, found: String) -> ADFormulaError {
        ADFormulaError(source: source, offset: scalarOffsets[byte], reason: .invalidToken, expected: expected, found: found)
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        position + ahead < bytes.count ? bytes[position + ahead] : nil
    }

    private mutating func next() throws(ADFormulaError) -> FormulaToken {
        skipWhitespace()
        let start = position
        guard let byte = peek() else { return FormulaToken(kind: .end, range: range(from: start)) }
        if byte == UInt8(ascii: "'") {
            let text = try quoted(closing: byte)
            return FormulaToken(kind: .string(text), range: range(from: start))
        }
        if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true) {
            return try number(from: start)
        }
        if isIdentifierStart(at: position) || byte == UInt8(ascii: "\"") {
            return try path(from: start)
        }
        if let symbol = symbol() {
            return FormulaToken(kind: .symbol(symbol), range: range(from: start))
        }
        let character = String(decoding: bytes[start..<min(bytes.count, start + Self.scalarLength(byte))], as: UTF8.self)
        throw error(at: start, expected: "an expression, operator or punctuation", found: "the character '\(character)'")
    }

    /// A quoted run closed by `closing`, where a doubled `closing` stands for itself.
    private mutating func quoted(closing: UInt8) throws(ADFormulaError) -> String {
        let start = position
        position += 1
        var text: [UInt8] = []
        while let byte = peek() {
            position += 1
            if byte == closing {
                if peek() == closing {
                    text.append(byte)
                    position += 1
                } else {
                    return String(decoding: text, as: UTF8.self)
                }
            } else {
                text.append(byte)
            }
        }
        let mark = closing == UInt8(ascii: "'") ? "'" : "\""
        throw error(at: start, expected: "a closing \(mark) for the quote opened here", found: "the end of the formula")
    }

    private mutating func number(from start: Int) throws(ADFormulaError) -> FormulaToken {
        if peek() == UInt8(ascii: "0"), let x = peek(1), x == UInt8(ascii: "x") || x == UInt8(ascii: "X") {
            position += 2
            let digitsStart = position
            while let byte = peek(), Self.isHexDigit(byte) { position += 1 }
            let digits = String(decoding: bytes[digitsStart..<position], as: UTF8.self)
            guard !digits.isEmpty, let value = UInt64(digits, radix: 16) else {
                throw error(at: start, expected: "hexadecimal digits after 0x (at most 16)", found: "'\(digits)'")
            }
            try requireSeparator(after: start)
            return FormulaToken(kind: .number(.int(Int64(bitPattern: value))), range: range(from: start))
        }
        var isReal = false
        while let byte = peek(), Self.isDigit(byte) { position += 1 }
        if peek() == UInt8(ascii: ".") {
            isReal = true
            position += 1
            while let byte = peek(), Self.isDigit(byte) { position += 1 }
        }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            isReal = true
            position += 1
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
            let digitsStart = position
            while let byte = peek(), Self.isDigit(byte) { position += 1 }
            guard position > digitsStart else {
                throw error(at: start, expected: "digits in the exponent of the number", found: "'\(text(start))'")
            }
        }
        try requireSeparator(after: start)
        let literal = text(start)
        if !isReal, let value = Int64(literal) {
            return FormulaToken(kind: .number(.int(value)), range: range(from: start))
        }
        guard let value = Double(literal) else {
            throw error(at: start, expected: "a number", found: "'\(literal)'")
        }
        return FormulaToken(kind: .number(.double(value)), range: range(from: start))
    }

    private func requireSeparator(after start: Int) throws(ADFormulaError) {
        if let byte = peek(), isIdentifierPart(at: position) || byte == UInt8(ascii: ".") {
            throw error(at: start, expected: "an operator or space after the number", found: "'\(text(start))' followed by more characters")
        }
    }

    /// A name, a `"quoted name"` or a dotted path of them (`vehicle.brand."order".0`).
    private mutating func path(from start: Int) throws(ADFormulaError) -> FormulaToken {
        var components: [String] = []
        var bare = true
        while true {
            if peek() == UInt8(ascii: "\"") {
                let name = try quoted(closing: UInt8(ascii: "\""))
                components.append(name)
                bare = false
            } else {
                let nameStart = position
                while let byte = peek() {
                    if byte < 0x80 {
                        guard ADIdentifier.isASCIIPart(byte) else { break }
                        position += 1
                    } else {
                        guard isIdentifierPart(at: position) else { break }
                        position += Self.scalarLength(byte)
                    }
                }
                components.append(text(nameStart))
            }
            guard peek() == UInt8(ascii: "."), let after = peek(1),
                isIdentifierPart(at: position + 1) || after == UInt8(ascii: "\"")
            else { break }
            position += 1
        }
        if components.count > 1 { bare = false }
        if bare, let only = components.first, let keyword = FormulaKeyword.byUppercasedName[only.uppercased()] {
            return FormulaToken(kind: .keyword(keyword), range: range(from: start))
        }
        return FormulaToken(kind: .path(components, bare: bare), range: range(from: start))
    }

    private mutating func symbol() -> FormulaSymbol? {
        guard let byte = peek() else { return nil }
        let two = peek(1).map { String(decoding: [byte, $0], as: UTF8.self) }
        if let two, let symbol = FormulaSymbol(rawValue: two) {
            position += 2
            return symbol
        }
        if let symbol = FormulaSymbol(rawValue: String(UnicodeScalar(byte))), byte < 0x80 {
            position += 1
            return symbol
        }
        return nil
    }

    private func text(_ start: Int) -> String {
        String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }

    /// Skips ASCII spaces, tabs and line ends, and non-ASCII whitespace (which ``ADIdentifier``
    /// keeps out of names, as the binding-expression parser does).
    private mutating func skipWhitespace() {
        while let byte = peek() {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
                position += 1
            } else if byte >= 0x80, scalar(at: position)?.properties.isWhitespace == true {
                position += Self.scalarLength(byte)
            } else {
                return
            }
        }
    }

    /// Whether the scalar at byte `index` starts a name (``ADIdentifier/isStart(_:)``); ASCII
    /// is decided from the byte alone, so only non-ASCII text pays for decoding.
    private func isIdentifierStart(at index: Int) -> Bool {
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        if byte < 0x80 { return ADIdentifier.isASCIIStart(byte) }
        return scalar(at: index).map(ADIdentifier.isStart) == true
    }

    /// Whether the scalar at byte `index` continues a name (``ADIdentifier/isPart(_:)``).
    private func isIdentifierPart(at index: Int) -> Bool {
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        if byte < 0x80 { return ADIdentifier.isASCIIPart(byte) }
        return scalar(at: index).map(ADIdentifier.isPart) == true
    }

    /// The scalar whose UTF-8 encoding starts at byte `index`.
    private func scalar(at index: Int) -> Unicode.Scalar? {
        let length = Self.scalarLength(bytes[index])
        guard index + length <= bytes.count else { return nil }
        let leadMask: UInt8 = length == 4 ? 0x07 : length == 3 ? 0x0F : length == 2 ? 0x1F : 0x7F
        var value = UInt32(bytes[index] & leadMask)
        for continuation in bytes[(index + 1)..<(index + length)] {
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        return Unicode.Scalar(value)
    }

    private static func scalarLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
