"ActionDataSyncLog"."table" = ? AND EXISTS (SELECT 1 FROM {table}
    WHERE {table}.{key} = "ActionDataSyncLog"."record" AND ({filter}))
