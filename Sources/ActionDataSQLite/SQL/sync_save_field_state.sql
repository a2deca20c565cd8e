INSERT INTO "ActionDataSyncFields" ("owner", "field", "value", "stamp") VALUES (?, ?, ?, ?)
ON CONFLICT ("owner", "field") DO UPDATE SET "value" = excluded."value", "stamp" = excluded."stamp"
