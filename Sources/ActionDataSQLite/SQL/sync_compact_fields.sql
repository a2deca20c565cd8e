DELETE FROM "ActionDataSyncLog"
WHERE "id" <= ? AND "field" <> '' AND "id" NOT IN (SELECT MAX("id") FROM "ActionDataSyncLog" GROUP BY "table", "record", "field")
