import ActionData
import ActionDataStorage
import Foundation
import PostgresNIO

/// Converts between a field's `ADValue` and what its PostgreSQL column stores.
///
/// Booleans are `BOOLEAN`, integers `BIGINT`, reals `DOUBLE PRECISION`, text `TEXT`, dates
/// `TIMESTAMPTZ` (microseconds, years 1…9999, as in SQLite), data `BYTEA`, nested values
/// JSON in `TEXT` (key order kept); an untyped column is `TEXT` until its first value.
enum PostgresColumnValues {
    static func declaredType(_ type: ADColumnType) -> String {
        switch type {
        case .boolean: "BOOLEAN"
        case .integer: "BIGINT"
        case .real: "DOUBLE PRECISION"
        case .text, .json, .untyped: "TEXT"
        case .date: "TIMESTAMPTZ"
        case .data: "BYTEA"
        }
    }

    /// The bound form of `value` in a column of `type`.
    static func bound(
        _ value: ADValue, as type: ADColumnType, column: String, table: String
    ) throws(ADPostgresError) -> SQLArgument {
        func unrepresentable(_ reason: String) -> ADPostgresError {
            ADPostgresError(.unrepresentableValue(column: column, value: value, reason: reason), table: table)
        }
        switch (type, value) {
        case (_, .null):
            return .null
        case (.boolean, .bool(let flag)):
            return .bool(flag)
        case (.integer, .int(let integer)):
            return .integer(integer)
        case (.real, .int(let integer)):
            return .real(Double(integer))
        case (.real, .double(let real)):
            guard !real.isNaN else { throw unrepresentable("NaN is not stored (as in SQLite)") }
            return .real(real)
        case (.text, .string(let text)):
            return try self.text(text, unrepresentable)
        case (.data, .data(let bytes)):
            return .bytes(Array(bytes))
        case (.date, .date(let date)):
            guard let text = StoredTimestamp.text(of: date) else { throw unrepresentable("years 1…9999 only") }
            return .timestamp(text)
        case (.json, .array), (.json, .record):
            do {
                return try self.text(try value.jsonString(), unrepresentable)
            } catch let error as ADPostgresError {
                throw error
            } catch {
                throw unrepresentable("\(error)")
            }
        default:
            throw ADPostgresError(.typeMismatch(column: column, expected: type, found: value.kind), table: table)
        }
    }

    private static func text(
        _ text: String, _ unrepresentable: (String) -> ADPostgresError
    ) throws(ADPostgresError) -> SQLArgument {
        guard !text.utf8.contains(0) else { throw unrepresentable("PostgreSQL text cannot hold NUL") }
        return .text(text)
    }

    /// The expression that selects a column of `type` in the form ``value(from:as:column:table:)`` reads.
    static func selected(_ quotedColumn: String, as type: ADColumnType) -> String {
        guard type == .date else { return quotedColumn }
        return "to_char(\(quotedColumn) AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"')"
    }

    /// The field value of a selected cell of a column of `type`.
    static func value(
        from cell: PostgresCell, as type: ADColumnType, column: String, table: String
    ) throws(ADPostgresError) -> ADValue {
        func corrupt(_ reason: String) -> ADPostgresError {
            ADPostgresError(.corruptValue(column: column, reason: reason), table: table)
        }
        guard cell.bytes != nil else { return .null }
        do {
            switch type {
            case .boolean: return .bool(try cell.decode(Bool.self))
            case .integer: return .int(try cell.decode(Int64.self))
            case .real: return .double(try cell.decode(Double.self))
            case .text, .untyped: return .string(try cell.decode(String.self))
            case .data:
                var buffer = try cell.decode(ByteBuffer.self)
                return .data(Data(buffer.readBytes(length: buffer.readableBytes) ?? []))
            case .date:
                let text = try cell.decode(String.self)
                guard let date = StoredTimestamp.date(from: text) else { throw corrupt("'\(text)' is not a stored date") }
                return .date(date)
            case .json:
                let text = try cell.decode(String.self)
                do {
                    return try ADValue(jsonString: text)
                } catch {
                    throw corrupt("invalid JSON: \(error.description)")
                }
            }
        } catch let error as ADPostgresError {
            throw error
        } catch {
            throw corrupt("\(error)")
        }
    }
}
