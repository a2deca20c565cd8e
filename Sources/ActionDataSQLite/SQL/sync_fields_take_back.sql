INSERT OR REPLACE INTO "ActionDataSyncFields" ("owner", "field", "value", "stamp")
SELECT "owner", "field", coalesce("value", ''), coalesce("stamp", '') FROM "ActionDataSyncFields_earlier";
DROP TABLE "ActionDataSyncFields_earlier";
