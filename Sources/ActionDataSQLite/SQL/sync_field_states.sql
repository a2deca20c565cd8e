SELECT "field", "value", "stamp" FROM "ActionDataSyncFields" WHERE "owner" = ?
