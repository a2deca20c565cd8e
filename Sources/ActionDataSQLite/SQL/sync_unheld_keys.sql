SELECT {key} FROM {table}
WHERE ? || {key} NOT IN (SELECT "owner" FROM "ActionDataSyncHeld")
