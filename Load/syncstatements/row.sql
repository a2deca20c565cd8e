INSERT INTO "Readings" ("id", "site", "value", "count", "note", "checked") VALUES (:key, 'Site 12', 1.5, 3, 'Reading 12', true)
ON CONFLICT ("id") DO UPDATE SET "site" = excluded."site", "value" = excluded."value", "count" = excluded."count",
    "note" = excluded."note", "checked" = excluded."checked"
