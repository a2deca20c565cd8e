import Foundation
import OrderedCollections

extension ADPermissions {
    /// The keys a role's entry may have.
    private static let roleKeys: Set<String> = Set(ADPermissionOperation.allCases.map(\.rawValue) + ["hidden", "readOnly", "presets", "check"])

    /// Reads a permission document: `{"tables": {TABLE: {ROLE: {…}}}}`, each operation a
    /// formula or `true`/`false`, `hidden` a list of fields or an object of field to formula,
    /// `readOnly` and `presets` objects of field to formula, `check` a formula.
    ///
    /// - Parameters:
    ///   - json: the document.
    ///   - file: the file it was read from, for the locations of errors and rules.
    /// - Throws: ``ADPermissionError`` naming the file, line and key of the first thing wrong:
    ///   JSON that does not parse, a key no role has, a rule that is not a formula.
    public init(json: String, file: String? = nil) throws(ADPermissionError) {
        let root = ADPermissionLocation(file: file, line: nil, path: [])
        let document: ADRecord
        do {
            document = try ADRecord(jsonString: json)
        } catch {
            throw ADPermissionError(.malformed("not a JSON object: \(error)"), at: root)
        }
        let lines = KeyLines(json)
        try self.init(document: document, file: file, locate: lines.locate)
    }

    /// Reads a permission document already parsed from another format (YAML, say): the same
    /// structure as ``init(json:file:)`` reads, with the line of each key, by its path from the
    /// root (`["tables", "Categories", "clerk", "read"]`), for the locations of errors and rules.
    ///
    /// - Throws: ``ADPermissionError`` naming the file, line and key of the first thing wrong.
    public init(document: ADRecord, file: String?, lines: [[String]: Int]) throws(ADPermissionError) {
        try self.init(document: document, file: file) { location in
            var located = location
            located.line = lines[location.path] ?? location.line
            return located
        }
    }

    private init(
        document: ADRecord, file: String?, locate: (ADPermissionLocation) -> ADPermissionLocation
    ) throws(ADPermissionError) {
        let root = ADPermissionLocation(file: file, line: nil, path: [])
        guard document.fieldNames.allSatisfy({ $0 == "tables" }), case .record(let tableEntries)? = document["tables"] else {
            throw ADPermissionError(.malformed("a permission document is {\"tables\": {TABLE: {ROLE: {…}}}}"), at: root)
        }
        var tables: [String: OrderedDictionary<String, ADRolePermissions>] = [:]
        for (table, entry) in tableEntries {
            let tableLocation = locate(root.appending("tables").appending(table))
            guard case .record(let roleEntries) = entry else {
                throw ADPermissionError(.malformed("a table's entry is an object of roles"), at: tableLocation)
            }
            var roles = OrderedDictionary<String, ADRolePermissions>()
            for (role, value) in roleEntries {
                roles[role] = try Self.role(value, at: locate(tableLocation.appending(role)), locate: locate)
            }
            tables[table] = roles
        }
        self.init(tables: tables)
    }

    /// Reads the permission document in the file at `path` (see ``init(json:file:)``).
    /// - Throws: ``ADPermissionError``, also when the file cannot be read.
    public init(contentsOfFile path: String) throws(ADPermissionError) {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ADPermissionError(.malformed("cannot read the file: \(error.localizedDescription)"), at: ADPermissionLocation(file: path, path: []))
        }
        try self.init(json: text, file: path)
    }

    private static func role(
        _ value: ADValue, at location: ADPermissionLocation, locate: (ADPermissionLocation) -> ADPermissionLocation
    ) throws(ADPermissionError) -> ADRolePermissions {
        guard case .record(let entry) = value else { throw ADPermissionError(.malformed("a role's entry is an object"), at: location) }
        var permissions = ADRolePermissions()
        for (key, value) in entry {
            let here = locate(location.appending(key))
            switch key {
            case "read": permissions.read = try rule(value, at: here)
            case "create": permissions.create = try rule(value, at: here)
            case "update": permissions.update = try rule(value, at: here)
            case "delete": permissions.delete = try rule(value, at: here)
            case "history": permissions.history = try rule(value, at: here)
            case "check": permissions.check = try rule(value, at: here)
            case "hidden": permissions.hidden = try fields(value, at: here, locate: locate, listMeansAlways: true)
            case "readOnly": permissions.readOnly = try fields(value, at: here, locate: locate, listMeansAlways: true)
            case "presets": permissions.presets = try fields(value, at: here, locate: locate, listMeansAlways: false)
            default:
                let known = roleKeys.sorted().joined(separator: ", ")
                let guess = FieldSuggestion.closest(to: key, among: roleKeys).map { "; did you mean '\($0)'?" } ?? ""
                throw ADPermissionError(.malformed("unknown key '\(key)' (a role has \(known))\(guess)"), at: here)
            }
        }
        return permissions
    }

    /// A rule: a formula, or `true`/`false` for one that always or never holds.
    private static func rule(_ value: ADValue, at location: ADPermissionLocation) throws(ADPermissionError) -> ADPermissionRule {
        switch value {
        case .string(let source): return try ADPermissionRule(source, at: location)
        case .bool(let flag): return try ADPermissionRule(flag ? "TRUE" : "FALSE", at: location)
        default: throw ADPermissionError(.malformed("a rule is a formula in a string, or true or false"), at: location)
        }
    }

    /// Fields with their rules: an object of field to rule or, where `listMeansAlways`, a list
    /// of fields, each governed always.
    private static func fields(
        _ value: ADValue, at location: ADPermissionLocation, locate: (ADPermissionLocation) -> ADPermissionLocation, listMeansAlways: Bool
    ) throws(ADPermissionError) -> [String: ADPermissionRule] {
        var result: [String: ADPermissionRule] = [:]
        switch value {
        case .array(let names) where listMeansAlways:
            for name in names {
                guard case .string(let field) = name else { throw ADPermissionError(.malformed("a list of field names"), at: location) }
                result[field] = try ADPermissionRule("TRUE", at: location)
            }
        case .record(let entries):
            for (field, value) in entries { result[field] = try rule(value, at: locate(location.appending(field))) }
        default:
            throw ADPermissionError(
                .malformed(listMeansAlways ? "a list of field names, or an object of field to rule" : "an object of field to rule"), at: location)
        }
        return result
    }
}

/// Finds the line of a key in a JSON text, by its path: each key is looked for as a quoted
/// string followed by a colon after where its parent's key was found.
private struct KeyLines {
    private let scalars: [Unicode.Scalar]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// `location` with the line of its last key.
    func locate(_ location: ADPermissionLocation) -> ADPermissionLocation {
        var start = 0
        for key in location.path {
            guard let found = find(key, from: start) else { return location }
            start = found
        }
        var result = location
        result.line = 1 + scalars[..<start].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
        return result
    }

    /// The offset just past `"key"` followed by a colon, at or after `start`.
    private func find(_ key: String, from start: Int) -> Int? {
        let quoted = Array(("\"" + key + "\"").unicodeScalars)
        var index = start
        while index + quoted.count <= scalars.count {
            if scalars[index..<(index + quoted.count)].elementsEqual(quoted) {
                var after = index + quoted.count
                while after < scalars.count, scalars[after] == " " || scalars[after] == "\t" || scalars[after] == "\n" || scalars[after] == "\r" {
                    after += 1
                }
                if after < scalars.count, scalars[after] == ":" { return after }
            }
            index += 1
        }
        return nil
    }
}
