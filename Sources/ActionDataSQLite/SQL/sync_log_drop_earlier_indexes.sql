DROP INDEX IF EXISTS "ActionDataSyncLog_replica";
DROP INDEX IF EXISTS "ActionDataSyncLog_stamp";
