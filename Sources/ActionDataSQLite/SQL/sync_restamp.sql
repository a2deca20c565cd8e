UPDATE "ActionDataSyncLog" SET "stamp" = ?, "previous" = ? WHERE "id" = ?
