DELETE FROM "ActionDataSyncFields" WHERE "owner" = ?
