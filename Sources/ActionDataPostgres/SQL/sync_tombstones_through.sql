SELECT "table", "record" FROM "ActionDataSyncLog" WHERE "field" = '' AND "id" <= $1
