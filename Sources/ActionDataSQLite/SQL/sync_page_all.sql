SELECT "id", "table", "record", "field", "value", "stamp", "previous" FROM "ActionDataSyncLog"
WHERE "id" > ? ORDER BY "id" LIMIT ?
