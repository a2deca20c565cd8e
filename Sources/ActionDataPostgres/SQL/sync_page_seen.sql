"ActionDataSyncLog"."id" > ? AND "ActionDataSyncLog"."replica" <> ? AND ({seen})
