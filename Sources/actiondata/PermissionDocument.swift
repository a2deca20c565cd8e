import ActionData
import Foundation
import Yams

/// A permission document read from a file for `serve --permissions`: JSON, or YAML (`.yaml`,
/// `.yml`) read with Yams into the same structure, each key's line kept for the errors.
enum PermissionDocument {
    /// The most YAML nodes read: aliases can make a small file stand for an enormous document.
    static let maximumNodes = 100_000

    /// The document at `path`.
    ///
    /// - Throws: `ADPermissionError` naming the file, line and key of the first thing wrong.
    static func read(_ path: String) throws(ADPermissionError) -> ADPermissions {
        guard path.hasSuffix(".yaml") || path.hasSuffix(".yml") else { return try ADPermissions(contentsOfFile: path) }
        let root = ADPermissionLocation(file: path, path: [])
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ADPermissionError(.malformed("cannot read the file: \(error.localizedDescription)"), at: root)
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw ADPermissionError(.malformed("not YAML: \(error)"), at: root)
        }
        var reader = Reader(file: path)
        guard let node, case .record(let document) = try reader.value(of: node, at: []) else {
            throw ADPermissionError(.malformed("a permission document is a mapping: tables: {TABLE: {ROLE: {…}}}"), at: root)
        }
        return try ADPermissions(document: document, file: path, lines: reader.lines)
    }

    /// Turns YAML nodes into values, noting each key's line.
    private struct Reader {
        let file: String
        var lines: [[String]: Int] = [:]
        var nodes = 0

        mutating func value(of node: Node, at path: [String]) throws(ADPermissionError) -> ADValue {
            nodes += 1
            let here = ADPermissionLocation(file: file, line: node.mark.map { $0.line }, path: path)
            guard nodes <= PermissionDocument.maximumNodes else {
                throw ADPermissionError(.malformed("more than \(PermissionDocument.maximumNodes) values"), at: here)
            }
            switch node {
            case .scalar(let scalar):
                if scalar.style == .plain, let flag = node.bool { return .bool(flag) }
                return .string(scalar.string)
            case .sequence(let sequence):
                var values: [ADValue] = []
                for (index, element) in sequence.enumerated() { values.append(try value(of: element, at: path + [String(index)])) }
                return .array(values)
            case .mapping(let mapping):
                var record: ADRecord = [:]
                for (key, element) in mapping {
                    guard case .scalar(let name) = key else { throw ADPermissionError(.malformed("a key is a plain string"), at: here) }
                    let keyPath = path + [name.string]
                    guard record[name.string] == nil else {
                        throw ADPermissionError(.malformed("the key '\(name.string)' is given twice"), at: here)
                    }
                    if let mark = key.mark { lines[keyPath] = mark.line }
                    record[name.string] = try value(of: element, at: keyPath)
                }
                return .record(record)
            default:
                // Yams resolves aliases into the nodes they name; an unresolved one names nothing.
                throw ADPermissionError(.malformed("an alias names nothing"), at: here)
            }
        }
    }
}
