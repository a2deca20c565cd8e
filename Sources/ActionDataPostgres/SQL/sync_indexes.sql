CREATE INDEX IF NOT EXISTS "ActionDataSyncLog_stamp" ON "ActionDataSyncLog" ("stamp");
CREATE INDEX IF NOT EXISTS "ActionDataSyncLog_replica" ON "ActionDataSyncLog" ("replica", "id");
CREATE INDEX IF NOT EXISTS "ActionDataSyncFields_owner" ON "ActionDataSyncFields" ("owner");
