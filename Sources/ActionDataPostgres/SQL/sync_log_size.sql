SELECT COUNT(*), COALESCE(MAX("id"), 0) FROM "ActionDataSyncLog"
