ARRAY(SELECT unnest(ARRAY["field", "value", "stamp"]) FROM "ActionDataSyncFields" WHERE "owner" = $1)
