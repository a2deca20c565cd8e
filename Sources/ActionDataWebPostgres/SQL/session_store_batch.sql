WITH "given" AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[]) AS "given" ("id", "state", "expected")
), "updated" AS (
    UPDATE "actiondata_shared_sessions" AS "stored"
    SET "state" = "given"."state", "version" = "stored"."version" + 1, "updated_at" = now()
    FROM "given"
    WHERE "stored"."id" = "given"."id" AND "given"."expected" > 0 AND "stored"."version" = "given"."expected"
    RETURNING "stored"."id"
), "inserted" AS (
    INSERT INTO "actiondata_shared_sessions" ("id", "state", "version", "updated_at")
    SELECT "id", "state", 1, now() FROM "given" WHERE "expected" = 0
    ON CONFLICT ("id") DO NOTHING
    RETURNING "id"
)
SELECT "id" FROM "updated" UNION ALL SELECT "id" FROM "inserted"
