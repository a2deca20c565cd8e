DELETE FROM "ActionDataSyncFields" WHERE "owner" = ANY($1::text[])
