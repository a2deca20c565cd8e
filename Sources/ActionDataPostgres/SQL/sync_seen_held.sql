EXISTS (SELECT 1 FROM "ActionDataSyncHoldings" WHERE "ActionDataSyncHoldings"."id" = CAST(? AS TEXT)
    || octet_length("ActionDataSyncLog"."table") || ':' || "ActionDataSyncLog"."table"
    || chr(31) || "ActionDataSyncLog"."record")
