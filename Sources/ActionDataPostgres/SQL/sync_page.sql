"ActionDataSyncLog"."id" > ? AND "ActionDataSyncLog"."replica" <> ?
