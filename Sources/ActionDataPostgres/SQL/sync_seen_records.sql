"ActionDataSyncLog"."table" = ? AND EXISTS (SELECT 1 FROM {table} WHERE {match} AND ({filter}))
