SELECT "asked"."id", "stored"."version", CASE WHEN "stored"."version" <> "asked"."known" THEN "stored"."state" END
FROM unnest($1::text[], $2::bigint[]) AS "asked" ("id", "known")
JOIN "actiondata_shared_sessions" AS "stored" ON "stored"."id" = "asked"."id"
