SELECT "stamp" FROM "ActionDataSyncLog" ORDER BY "id" DESC LIMIT 1
