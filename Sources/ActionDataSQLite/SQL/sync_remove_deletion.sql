DELETE FROM "ActionDataSyncFields" WHERE "owner" = ? AND "field" = ''
