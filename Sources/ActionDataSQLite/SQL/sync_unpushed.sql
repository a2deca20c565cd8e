SELECT "id", "table", "record", "field", "value", "stamp", "previous" FROM "ActionDataSyncLog"
WHERE "id" > ? AND "replica" = '' ORDER BY "id" LIMIT ?
