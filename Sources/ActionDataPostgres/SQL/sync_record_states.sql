(SELECT json_agg(json_build_array("field", "value", "stamp")) FROM "ActionDataSyncFields" WHERE "owner" = $1)
