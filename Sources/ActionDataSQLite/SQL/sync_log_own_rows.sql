UPDATE "ActionDataSyncLog" SET "replica" = '' WHERE "replica" = ?
