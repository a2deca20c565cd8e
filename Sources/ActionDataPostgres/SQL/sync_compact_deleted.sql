DELETE FROM "ActionDataSyncLog"
WHERE "id" <= $1 AND ("table", "record") IN (SELECT "table", "record" FROM "ActionDataSyncLog" WHERE "field" = '' AND "id" <= $1)
