SELECT 1 FROM "ActionDataSyncLog"
WHERE "stamp" = ? AND "replica" <> '' AND "table" = ? AND "record" = ? AND "field" = ? LIMIT 1
