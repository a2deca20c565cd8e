CREATE OR REPLACE FUNCTION "actiondata_sync_save"(
    "log_table" text, "record_table" text, "record_key" text, "record_owner" text, "save_stamp" text, "save_replica" text,
    "field_names" text[], "field_values" text[], "stored" boolean
) RETURNS text LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $save$
DECLARE
    "deletion" text := "record_owner" || chr(31);
    "newest" text;
    "deleted" boolean;
    "damaged" text;
BEGIN
    IF NOT "stored" THEN
        RETURN '';
    END IF;
    SELECT max("stamp" COLLATE "C"), coalesce(bool_or("field" = ''), false),
        min("stamp") FILTER (WHERE "stamp" !~ '^[0-9]{16}[.][0-9]{6}[.]' OR octet_length("stamp") NOT BETWEEN 25 AND 88)
    INTO "newest", "deleted", "damaged"
    FROM "ActionDataSyncFields" WHERE "owner" = "record_owner";
    IF "damaged" IS NOT NULL THEN
        RETURN coalesce(nullif("damaged", ''), 'an empty stamp');
    END IF;
    IF "newest" >= "save_stamp" COLLATE "C" THEN
        RETURN "newest";
    END IF;
    IF "deleted" THEN
        DELETE FROM "ActionDataSyncFields" WHERE "id" = "deletion";
    END IF;
    WITH "change" AS (
        SELECT "given"."field", "given"."value", "state"."stamp" AS "previous", "given"."position"
        FROM unnest("field_names", "field_values") WITH ORDINALITY AS "given" ("field", "value", "position")
        LEFT JOIN (SELECT "field", "value", "stamp" FROM "ActionDataSyncFields" WHERE "owner" = "record_owner") AS "state"
            ON "state"."field" = "given"."field"
        WHERE "deleted" OR "state"."value" IS DISTINCT FROM "given"."value"
    ), "states" AS (
        INSERT INTO "ActionDataSyncFields" ("id", "owner", "field", "value", "stamp")
        SELECT "record_owner" || chr(31) || "change"."field", "record_owner", "change"."field", "change"."value", "save_stamp"
        FROM "change"
        ON CONFLICT ("id") DO UPDATE SET "value" = excluded."value", "stamp" = excluded."stamp"
    ), "counter" AS (
        UPDATE "actiondata_keys" SET "next" = "next" + (SELECT count(*) FROM "change")
        WHERE "table_name" = "log_table" AND EXISTS (SELECT 1 FROM "change")
        RETURNING CAST("next" AS BIGINT) - (SELECT count(*) FROM "change") AS "first"
    )
    INSERT INTO "ActionDataSyncLog" ("id", "table", "record", "field", "value", "stamp", "previous", "replica")
    SELECT "counter"."first" + row_number() OVER (ORDER BY "change"."position") - 1, "record_table", "record_key",
        "change"."field", "change"."value", "save_stamp", coalesce("change"."previous", ''), "save_replica"
    FROM "counter", "change";
    RETURN NULL;
END
$save$
