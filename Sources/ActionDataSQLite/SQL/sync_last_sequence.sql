SELECT COALESCE(MAX("id"), 0) FROM "ActionDataSyncLog"
