SELECT "field", "stamp" FROM "ActionDataSyncFields" WHERE "owner" = ?
