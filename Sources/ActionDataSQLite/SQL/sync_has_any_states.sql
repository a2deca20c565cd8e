SELECT 1 FROM "ActionDataSyncFields" LIMIT 1
