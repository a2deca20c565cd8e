CAST({table}.{key} AS TEXT) = "ActionDataSyncLog"."record"
