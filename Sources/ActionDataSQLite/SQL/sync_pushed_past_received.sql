SELECT CASE
    WHEN EXISTS (SELECT 1 FROM "ActionDataSyncLog" WHERE "id" > ?1 AND "replica" = '') THEN NULL
    ELSE (SELECT max("id") FROM "ActionDataSyncLog")
END
