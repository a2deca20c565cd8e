{table}.{key} = "ActionDataSyncLog"."record"
