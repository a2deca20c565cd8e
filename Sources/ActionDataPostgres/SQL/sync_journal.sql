WITH "states" AS (
    INSERT INTO "ActionDataSyncFields" ("id", "owner", "field", "value", "stamp")
    SELECT * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
    ON CONFLICT ("id") DO UPDATE
    SET "owner" = excluded."owner", "field" = excluded."field", "value" = excluded."value", "stamp" = excluded."stamp"
), "removed" AS (
    DELETE FROM "ActionDataSyncFields" WHERE "id" = ANY($7::text[])
), "counter" AS (
    UPDATE "actiondata_keys" SET "next" = "next" + cardinality($8::text[])
    WHERE "table_name" = $1
    RETURNING CAST("next" AS BIGINT) - cardinality($8::text[]) AS "first"
), "logged" AS (
    INSERT INTO "ActionDataSyncLog" ("id", "table", "record", "field", "value", "stamp", "previous", "replica")
    SELECT "counter"."first" + "change"."position" - 1, "change"."table", "change"."record", "change"."field",
        "change"."value", "change"."stamp", "change"."previous", "change"."replica"
    FROM "counter",
        unnest($8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])
            WITH ORDINALITY AS "change" ("table", "record", "field", "value", "stamp", "previous", "replica", "position")
)
