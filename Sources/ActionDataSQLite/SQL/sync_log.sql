INSERT INTO "ActionDataSyncLog" ("table", "record", "field", "value", "stamp", "previous", "replica")
VALUES (?, ?, ?, ?, ?, ?, ?)
