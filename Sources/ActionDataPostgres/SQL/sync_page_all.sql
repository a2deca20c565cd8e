"ActionDataSyncLog"."id" > ?
