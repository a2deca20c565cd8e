WITH "removed" AS (
    DELETE FROM "ActionDataSyncLog"
    WHERE "id" <= $1 AND "field" <> '' AND "id" NOT IN (SELECT MAX("id") FROM "ActionDataSyncLog" GROUP BY "table", "record", "field")
    RETURNING 1
)
SELECT COUNT(*) FROM "removed"
