SELECT pg_advisory_xact_lock(hashtext('actiondata-sync'), "keys"."key")
FROM (SELECT DISTINCT hashtext("asked"."record") AS "key" FROM unnest($1::text[]) AS "asked" ("record") ORDER BY 1) AS "keys"
