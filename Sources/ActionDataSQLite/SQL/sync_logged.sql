SELECT 1 FROM "ActionDataSyncLog" WHERE "stamp" = ? AND "table" = ? AND "record" = ? AND "field" = ? LIMIT 1
