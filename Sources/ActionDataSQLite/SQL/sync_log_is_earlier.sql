SELECT count(*) FROM "sqlite_master" WHERE "type" = 'index' AND "name" = 'ActionDataSyncLog_replica'
