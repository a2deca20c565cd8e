SELECT
    (SELECT "text" FROM "ActionDataSyncState" WHERE "name" = 'logStart'),
    (SELECT COALESCE(MAX("id"), 0) FROM "ActionDataSyncLog"),
    (SELECT "text" FROM "ActionDataSyncState" WHERE "name" = 'logIdentity')
