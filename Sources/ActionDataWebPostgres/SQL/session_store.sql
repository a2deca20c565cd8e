INSERT INTO "actiondata_shared_sessions" AS "stored" ("id", "state", "version", "updated_at")
SELECT $1, $2, $3::bigint + 1, now()
WHERE $3::bigint = 0
ON CONFLICT ("id") DO NOTHING
RETURNING "version"
