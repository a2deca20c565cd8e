SELECT "stamp" FROM "ActionDataSyncLog"
WHERE substr("stamp", 1, 16) <= ? ORDER BY "stamp" DESC LIMIT 1
