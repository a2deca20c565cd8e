CREATE TABLE IF NOT EXISTS "ActionDataSyncFields" (
    "owner" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "stamp" TEXT NOT NULL,
    PRIMARY KEY ("owner", "field")
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS "ActionDataSyncLog_received" ON "ActionDataSyncLog" ("stamp") WHERE "replica" <> '';
