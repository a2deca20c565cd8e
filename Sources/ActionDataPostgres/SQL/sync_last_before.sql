SELECT COALESCE(MAX("id"), 0) FROM "ActionDataSyncLog" WHERE substr("stamp", 1, 16) < $1
