import ActionDataStorage
import Foundation
import GRDB

extension SQLArgument {
    /// The value GRDB binds: Booleans as 0 and 1, text holding NUL and empty data as
    /// ``ColumnValues`` stores them, dates as their stored text.
    var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case .bool(let flag): (flag ? 1 : 0 as Int64).databaseValue
        case .integer(let integer): integer.databaseValue
        case .real(let real): real.databaseValue
        case .text(let text), .timestamp(let text): ColumnValues.textValue(text)
        case .bytes(let bytes): ColumnValues.dataValue(Data(bytes))
        }
    }
}

extension SQLFragment {
    /// The fragment as SQLite text with `?` placeholders, and the values they bind.
    var sqlite: BoundSQL {
        let (sql, arguments) = rendered { _, _ in "?" }
        return BoundSQL(sql: sql, values: arguments.map(\.databaseValue))
    }
}

/// SQL text with the values of its `?` placeholders.
struct BoundSQL {
    let sql: String
    let values: [DatabaseValue]
}
