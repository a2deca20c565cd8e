INSERT OR IGNORE INTO "ActionDataSyncHeld" ("owner") VALUES (?)
