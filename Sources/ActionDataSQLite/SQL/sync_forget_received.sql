DELETE FROM "ActionDataSyncLog"
WHERE "stamp" = ? AND "replica" <> '' AND "table" = ? AND "record" = ? AND "field" = ?
