import ActionDataStorage
import GRDB

/// The statements sync runs on every save of a synced table and on every change merged: the
/// change log and the field states, read and written by key or index, without the model coder.
/// (The provider's other statements are built in Swift too; these are fixed text.)
enum SyncStatements {
    static let fieldStates = #"SELECT "field", "value", "stamp" FROM "ActionDataSyncFields" WHERE "owner" = ?"#
    static let saveFieldState = #"""
        INSERT INTO "ActionDataSyncFields" ("id", "owner", "field", "value", "stamp") VALUES (?, ?, ?, ?, ?)
        ON CONFLICT ("id") DO UPDATE SET "value" = excluded."value", "stamp" = excluded."stamp"
        """#
    static let removeFieldState = #"DELETE FROM "ActionDataSyncFields" WHERE "id" = ?"#
    static let log = #"""
        INSERT INTO "ActionDataSyncLog" ("table", "record", "field", "value", "stamp", "previous", "replica")
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """#
    static let logged = #"""
        SELECT 1 FROM "ActionDataSyncLog" WHERE "stamp" = ? AND "table" = ? AND "record" = ? AND "field" = ? LIMIT 1
        """#
    static let page = #"""
        SELECT "id", "table", "record", "field", "value", "stamp", "previous" FROM "ActionDataSyncLog"
        WHERE "id" > ? AND "replica" <> ? ORDER BY "id" LIMIT ?
        """#
    static let unpushed = #"""
        SELECT "id", "table", "record", "field", "value", "stamp", "previous" FROM "ActionDataSyncLog"
        WHERE "id" > ? AND "replica" = ? ORDER BY "id" LIMIT ?
        """#
    static let unpushedCount = #"SELECT count(*) FROM "ActionDataSyncLog" WHERE "id" > ? AND "replica" = ?"#
    static let lastStamp = #"SELECT "stamp" FROM "ActionDataSyncLog" ORDER BY "id" DESC LIMIT 1"#
    static let indexes = [
        #"CREATE INDEX IF NOT EXISTS "ActionDataSyncLog_stamp" ON "ActionDataSyncLog" ("stamp")"#,
        #"CREATE INDEX IF NOT EXISTS "ActionDataSyncLog_replica" ON "ActionDataSyncLog" ("replica", "id")"#,
        #"CREATE INDEX IF NOT EXISTS "ActionDataSyncFields_owner" ON "ActionDataSyncFields" ("owner")"#,
    ]
}
