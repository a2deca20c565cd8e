EXISTS (SELECT 1 FROM "ActionDataSyncHoldings" WHERE "ActionDataSyncHoldings"."id" = ?
    || length(CAST("ActionDataSyncLog"."table" AS BLOB)) || ':' || "ActionDataSyncLog"."table"
    || char(31) || "ActionDataSyncLog"."record")
