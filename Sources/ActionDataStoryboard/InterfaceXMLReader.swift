import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads XML into a tree of ``XMLNode``s with the line of every element.
///
/// `XMLParser` reports the line where a start tag *ends*; a tag spread over several
/// lines is traced back to its `<` in the raw bytes so that diagnostics point at the
/// element's first line. `XMLParser.parse()` can return `true` for malformed input, so
/// `parserError` is checked as well.
final class InterfaceXMLReader: NSObject, XMLParserDelegate {
    private let data: Data
    private let lineStarts: [Int]
    private var stack: [XMLNode] = []
    private var root: XMLNode?
    private var pendingComment: String?
    private var failure: ADInterfaceDocumentError?

    init(data: Data) {
        self.data = data
        var starts = [0]
        for (index, byte) in data.enumerated() where byte == 0x0A { starts.append(index + 1) }
        lineStarts = starts
    }

    func read() throws(ADInterfaceDocumentError) -> XMLNode {
        let parser = XMLParser(data: data)
        parser.delegate = self
        parser.shouldResolveExternalEntities = false
        let succeeded = parser.parse()
        if let failure { throw failure }
        if !succeeded || parser.parserError != nil {
            let message = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "the XML is malformed"
            throw ADInterfaceDocumentError(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber), message: Self.clean(message))
        }
        guard let root else {
            throw ADInterfaceDocumentError(line: 1, column: 1, message: "the document has no root element")
        }
        return root
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let node = XMLNode(
            name: elementName, attributes: attributes, line: startLine(endLine: parser.lineNumber, column: parser.columnNumber),
            precedingComment: pendingComment)
        pendingComment = nil
        if let parent = stack.last {
            parent.children.append(node)
        } else if root == nil {
            root = node
        }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        stack.last?.text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        pendingComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if failure == nil {
            failure = ADInterfaceDocumentError(
                line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
                message: Self.clean((parseError as NSError).localizedDescription))
        }
    }

    /// The line of the `<` that opens the tag ending at (`endLine`, `column`).
    private func startLine(endLine: Int, column: Int) -> Int {
        guard endLine >= 1, endLine <= lineStarts.count else { return max(1, endLine) }
        var index = min(data.count, lineStarts[endLine - 1] + max(0, column - 1)) - 1
        var line = endLine
        while index >= 0 {
            let byte = data[data.startIndex + index]
            if byte == UInt8(ascii: "<") { return line }
            if byte == 0x0A { line -= 1 }
            index -= 1
        }
        return endLine
    }

    private static func clean(_ message: String) -> String {
        message.contains("(null)") || message.isEmpty ? "the XML is malformed" : message
    }
}
