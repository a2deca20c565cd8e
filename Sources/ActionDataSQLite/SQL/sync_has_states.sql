SELECT 1 FROM "ActionDataSyncFields" WHERE "owner" = ? LIMIT 1
