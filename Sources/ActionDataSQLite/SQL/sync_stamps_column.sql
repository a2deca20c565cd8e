ALTER TABLE {table} ADD COLUMN "%sync" TEXT;
UPDATE {table} SET "%sync" = (
    SELECT group_concat(
        length(CAST("field" AS BLOB)) || ':' || "field" || length(CAST("stamp" AS BLOB)) || ':' || "stamp", ''
    )
    FROM "ActionDataSyncFields"
    WHERE "owner" = ? || {table}.{key} AND "field" <> ''
);
DELETE FROM "ActionDataSyncFields" WHERE "owner" IN (SELECT ? || {key} FROM {table});
