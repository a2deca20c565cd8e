"ActionDataSyncLog"."table" = ?
