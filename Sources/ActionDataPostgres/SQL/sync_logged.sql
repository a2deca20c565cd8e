SELECT "log"."stamp", "log"."table", "log"."record", "log"."field"
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS "asked" ("stamp", "table", "record", "field")
JOIN "ActionDataSyncLog" AS "log"
    ON "log"."stamp" = "asked"."stamp" AND "log"."table" = "asked"."table"
    AND "log"."record" = "asked"."record" AND "log"."field" = "asked"."field"
