UPDATE "actiondata_shared_sessions"
SET "state" = $2, "version" = "version" + 1, "updated_at" = now()
WHERE "id" = $1 AND "version" = $3::bigint
RETURNING "version"
