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
///
/// The parser reads from a stream of the data, in chunks: given all of a document of more
/// than 10 MB at once, Foundation's parser on Linux fails at its end with no message
/// (libxml2's limit on one chunk).
final class InterfaceXMLReader: NSObject, XMLParserDelegate {
    private let data: Data
    private let lineStarts: [Int]
    private var stack: [XMLNode] = []
    private var root: XMLNode?
    private var pendingComment: String?
    private var failure: ADInterfaceDocumentError?
    /// The most bound objects read before the reading stops, or `nil` for no limit.
    private let maximumBoundObjects: Int?
    /// The objects read so far with a path or binding runtime attribute.
    private var boundObjects = 0
    /// The last object counted in ``boundObjects``: its runtime attributes come one after another.
    private var lastCounted: ObjectIdentifier?

    init(data: Data, maximumBoundObjects: Int? = nil) {
        self.data = data
        self.maximumBoundObjects = maximumBoundObjects
        var starts = [0]
        for (index, byte) in data.enumerated() where byte == 0x0A { starts.append(index + 1) }
        lineStarts = starts
    }

    func read() throws(ADInterfaceDocumentError) -> XMLNode {
        let parser = XMLParser(stream: InputStream(data: data))
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
        if elementName == "userDefinedRuntimeAttribute", let keyPath = attributes["keyPath"] {
            count(bindingCandidate: keyPath, at: node.line, parser: parser)
        }
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

    /// Counts the object owning a runtime attribute named `keyPath` when it is a path or an
    /// AKABeacon binding, once per object, and stops the parser past the limit.
    private func count(bindingCandidate keyPath: String, at line: Int, parser: XMLParser) {
        guard let maximumBoundObjects, keyPath.hasSuffix("Path") || keyPath.hasSuffix("_aka"), stack.count >= 2 else { return }
        let owner = ObjectIdentifier(stack[stack.count - 2])
        guard owner != lastCounted else { return }
        lastCounted = owner
        boundObjects += 1
        guard boundObjects > maximumBoundObjects, failure == nil else { return }
        failure = ADInterfaceDocumentError(
            line: line, column: 1,
            message: "more than \(maximumBoundObjects) bound controls (objects with a path or binding runtime attribute), "
                + "the most allowed: the document was read only up to here",
            controlLimit: maximumBoundObjects)
        parser.abortParsing()
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
