SELECT "id", "table", "record", "field", "value", "stamp", "previous" FROM "ActionDataSyncLog"
WHERE "id" > ? AND "replica" <> ? AND ({seen}) ORDER BY "id" LIMIT ?
