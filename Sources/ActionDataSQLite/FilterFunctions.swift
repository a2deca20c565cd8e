import ActionData
import ActionDataStorage
import Foundation
import GRDB

/// The SQL function and collation that translated filters rely on, installed on every
/// connection of ``ADSQLiteProvider``.
///
/// - `actiondata_truth(formula, columns, value…)` evaluates a formula (bound as text) on a
///   record built from the given column values, typed by `columns` (a JSON list of
///   `[field, type]` pairs), and answers its truth: 1, 0 or NULL.
/// - `actiondata_text` compares text with Swift's `String` ordering, as formulas do.
enum FilterFunctions {
    static let truthFunctionName = "actiondata_truth"
    static let collationName = "actiondata_text"
    static let collationClause = " COLLATE \"actiondata_text\""

    static func install(in db: Database) {
        db.add(function: truthFunction)
        db.add(collation: textCollation)
    }

    static func columnSpec(_ columns: [(String, ADColumnType)]) -> String {
        let pairs = columns.map { ADValue.array([.string($0.0), .string($0.1.rawValue)]) }
        // Nothing lost: arrays of strings always encode (only non-finite numbers fail), so "[]" is never used.
        return (try? ADValue.array(pairs).jsonString()) ?? "[]"
    }

    /// A call to `actiondata_truth` evaluating `expression` with the formula engine on the
    /// columns it reads.
    ///
    /// - Throws: `ADDataError.Kind.unknownColumn(_:)` for a field the table lacks.
    static func truthCall(_ expression: ADExpression, schema: ADTableSchema) throws(ADDataError) -> SQLFragment {
        let columns = try schema.columns(readBy: expression)
        let spec = columnSpec(columns.map { ($0, schema.columns[$0] ?? .untyped) })
        var parts: [SQLFragment.Part] = [
            .sql("\(truthFunctionName)("), .argument(.text(expression.description)), .sql(", "), .argument(.text(spec)),
        ]
        for column in columns { parts.append(.sql(", " + SQLIdentifier.quoted(column))) }
        return SQLFragment(parts: parts + [.sql(")")], kind: .boolean)
    }

    static let textCollation = DatabaseCollation(collationName) { lhs, rhs in
        lhs == rhs ? .orderedSame : lhs < rhs ? .orderedAscending : .orderedDescending
    }

    static let truthFunction = DatabaseFunction(truthFunctionName, argumentCount: nil, pure: false) { arguments in
        guard arguments.count >= 2, let formulaText = text(arguments[0]), let specText = text(arguments[1]) else {
            throw FilterFailure(message: "\(truthFunctionName) needs a formula and its columns")
        }
        let compiled = try FallbackCache.shared.compiled(formula: formulaText, spec: specText)
        guard compiled.columns.count == arguments.count - 2 else {
            throw FilterFailure(message: "\(truthFunctionName): column count does not match")
        }
        var record = ADRecord()
        for (index, (name, type)) in compiled.columns.enumerated() {
            record[name] = try ColumnValues.value(from: arguments[index + 2], as: type, column: name, table: "")
        }
        let value = try compiled.formula.evaluate(in: record)
        if value.isNull { return nil }
        return try truthFormula.get().evaluate(in: ["value": value]) == .bool(true) ? 1 : 0
    }

    /// `iif(value, TRUE, FALSE)`: the formula language's own notion of truth.
    private static let truthFormula = Result { () throws(ADFormulaError) in try ADFormula("iif(value, TRUE, FALSE)") }

    private static func text(_ value: DatabaseValue) -> String? {
        switch value.storage {
        case .string(let text): text
        case .blob(let bytes): ColumnValues.utf8Text(bytes)
        default: nil
        }
    }
}

/// An error raised inside the filter function; SQLite reports its message.
struct FilterFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Compiled fallback formulas by their text and column list, shared by all connections.
final class FallbackCache: @unchecked Sendable {
    struct Compiled {
        let formula: ADFormula
        let columns: [(String, ADColumnType)]
    }

    static let shared = FallbackCache()
    private static let capacity = 512

    private struct Key: Hashable {
        let formula: String
        let spec: String
    }

    private let lock = NSLock()
    private var entries: [Key: Compiled] = [:]

    func compiled(formula text: String, spec: String) throws -> Compiled {
        let key = Key(formula: text, spec: spec)
        if let hit = lock.withLock({ entries[key] }) { return hit }
        guard case .array(let pairs) = try ADValue(jsonString: spec) else {
            throw FilterFailure(message: "invalid column list")
        }
        var columns: [(String, ADColumnType)] = []
        for pair in pairs {
            guard case .array(let parts) = pair, parts.count == 2, case .string(let name) = parts[0],
                case .string(let typeName) = parts[1], let type = ADColumnType(rawValue: typeName)
            else { throw FilterFailure(message: "invalid column list") }
            columns.append((name, type))
        }
        let compiled = Compiled(formula: try ADFormula(text), columns: columns)
        lock.withLock {
            if entries.count >= Self.capacity { entries.removeAll() }
            entries[key] = compiled
        }
        return compiled
    }
}
