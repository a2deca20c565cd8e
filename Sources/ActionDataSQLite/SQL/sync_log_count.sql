SELECT COUNT(*) FROM "ActionDataSyncLog"
