SELECT 1 FROM "ActionDataSyncLog"
WHERE "stamp" = $1 AND "table" = $2 AND "record" = $3 AND "field" = $4
LIMIT 1
