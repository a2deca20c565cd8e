CREATE OR REPLACE FUNCTION "actiondata_sync_journal"(
    "log_table" text, "state_ids" text[], "state_owners" text[], "state_fields" text[], "state_values" text[],
    "state_stamps" text[], "removed_ids" text[], "change_tables" text[], "change_records" text[], "change_fields" text[],
    "change_values" text[], "change_stamps" text[], "change_previous" text[], "change_replicas" text[]
) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $journal$
BEGIN
    IF cardinality("removed_ids") > 0 THEN
        DELETE FROM "ActionDataSyncFields" WHERE "id" = ANY("removed_ids");
    END IF;
    WITH "states" AS (
        INSERT INTO "ActionDataSyncFields" ("id", "owner", "field", "value", "stamp")
        SELECT * FROM unnest("state_ids", "state_owners", "state_fields", "state_values", "state_stamps")
        ON CONFLICT ("id") DO UPDATE
        SET "owner" = excluded."owner", "field" = excluded."field", "value" = excluded."value", "stamp" = excluded."stamp"
    ), "counter" AS (
        UPDATE "actiondata_keys" SET "next" = "next" + cardinality("change_tables")
        WHERE "table_name" = "log_table"
        RETURNING CAST("next" AS BIGINT) - cardinality("change_tables") AS "first"
    )
    INSERT INTO "ActionDataSyncLog" ("id", "table", "record", "field", "value", "stamp", "previous", "replica")
    SELECT "counter"."first" + "change"."position" - 1, "change"."table", "change"."record", "change"."field",
        "change"."value", "change"."stamp", "change"."previous", "change"."replica"
    FROM "counter",
        unnest("change_tables", "change_records", "change_fields", "change_values", "change_stamps", "change_previous",
            "change_replicas")
            WITH ORDINALITY AS "change" ("table", "record", "field", "value", "stamp", "previous", "replica", "position");
END
$journal$
