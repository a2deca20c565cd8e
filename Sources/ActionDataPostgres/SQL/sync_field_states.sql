SELECT "owner", "field", "value", "stamp" FROM "ActionDataSyncFields" WHERE "owner" = ANY($1::text[])
