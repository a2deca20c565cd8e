SELECT count(*) FROM "ActionDataSyncLog" WHERE "id" > ? AND "replica" = ''
