CREATE TABLE "ActionDataSyncFields_rekeyed" (
    "owner" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "stamp" TEXT NOT NULL,
    PRIMARY KEY ("owner", "field")
) WITHOUT ROWID;
INSERT OR REPLACE INTO "ActionDataSyncFields_rekeyed" ("owner", "field", "value", "stamp")
SELECT "owner", "field", coalesce("value", ''), coalesce("stamp", '') FROM "ActionDataSyncFields";
DROP TABLE "ActionDataSyncFields";
ALTER TABLE "ActionDataSyncFields_rekeyed" RENAME TO "ActionDataSyncFields";
