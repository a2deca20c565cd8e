import Foundation

extension ADInterfaceDocument {
    /// The offset of the first processing instruction (`<?target …?>`) other than the XML
    /// declaration at the start, or `nil`.
    ///
    /// Interface Builder writes none, and Foundation's XML parser reads a processing
    /// instruction without data (`<?x?>`) through a null pointer, so the reader refuses them
    /// all before parsing. A `<?` inside a comment or CDATA section is refused too: the scan does
    /// not parse, and no Interface Builder document has one.
    static func firstProcessingInstruction(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        let declaration = Array("<?xml".utf8)
        let whitespace: Set<UInt8> = [0x20, 0x09, 0x0D, 0x0A]
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") {
                let declarationEnd = index + declaration.count
                let isDeclaration = index == start && declarationEnd < bytes.count
                    && bytes[index..<declarationEnd].elementsEqual(declaration) && whitespace.contains(bytes[declarationEnd])
                if !isDeclaration { return index }
            }
            index += 1
        }
        return nil
    }

    /// The line and column (1-based, in bytes) of `offset` in `data`.
    static func position(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        let before = data.prefix(offset)
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 - data.startIndex + 1 } ?? 0) + 1
        return (line, column)
    }
}
