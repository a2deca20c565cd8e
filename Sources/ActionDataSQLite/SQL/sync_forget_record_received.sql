DELETE FROM "ActionDataSyncLog" WHERE "replica" <> '' AND "table" = ? AND "record" = ?
