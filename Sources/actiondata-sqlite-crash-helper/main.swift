import ActionData
import ActionDataSQLite
import Foundation

// A child process for the persistence tests: it commits a baseline of rows, then starts a
// large transaction, says so on standard output, and keeps inserting until it is killed.
// Usage: actiondata-sqlite-crash-helper <database path> <baseline rows>

let arguments = CommandLine.arguments
guard arguments.count == 3, let baseline = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: actiondata-sqlite-crash-helper <database path> <baseline rows>\n".utf8))
    exit(2)
}

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

do {
    let provider = try ADSQLiteProvider(path: arguments[1])
    let template: ADRecord = ["id": -1, "name": "", "payload": .data(Data())]
    try provider.register(
        ADTableSchema(tableName: "Journal", primaryKey: "id", keyType: .autoIncrementingInt, template: template),
        defaults: template)
    try provider.transaction { transaction in
        for index in 0..<baseline {
            try transaction.save(
                ["id": -1, "name": .string("baseline \(index)"), "payload": .data(Data(count: 64))], in: "Journal")
        }
    }
    say("baseline committed")
    try provider.transaction { transaction in
        var index = 0
        while true {
            try transaction.save(
                ["id": -1, "name": .string("doomed \(index)"), "payload": .data(Data(count: 4096))], in: "Journal")
            index += 1
            if index == 2_000 { say("in transaction") }
        }
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
