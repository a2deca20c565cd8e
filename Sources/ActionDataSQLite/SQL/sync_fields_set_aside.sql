ALTER TABLE "ActionDataSyncFields" RENAME TO "ActionDataSyncFields_earlier";
