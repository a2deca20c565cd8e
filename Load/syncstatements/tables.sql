CREATE TABLE "ActionDataSyncFields" ("id" text PRIMARY KEY, "owner" text, "field" text, "value" text, "stamp" text);
CREATE INDEX "ActionDataSyncFields_owner" ON "ActionDataSyncFields" ("owner");
CREATE TABLE "ActionDataSyncLog" (
    "id" bigint PRIMARY KEY, "table" text, "record" text, "field" text, "value" text, "stamp" text, "previous" text, "replica" text
);
CREATE INDEX "ActionDataSyncLog_stamp" ON "ActionDataSyncLog" ("stamp");
CREATE INDEX "ActionDataSyncLog_replica" ON "ActionDataSyncLog" ("replica", "id");
CREATE TABLE "actiondata_keys" ("table_name" text PRIMARY KEY, "next" numeric NOT NULL);
INSERT INTO "actiondata_keys" VALUES ('ActionDataSyncLog', 1);
CREATE TABLE "Readings" ("id" text PRIMARY KEY, "site" text, "value" double precision, "count" bigint, "note" text, "checked" boolean);
