{table}.{key} = (CASE WHEN "ActionDataSyncLog"."record" ~ '^-?[0-9]{1,18}$'
    THEN CAST("ActionDataSyncLog"."record" AS BIGINT) END)
