DELETE FROM "actiondata_tables" WHERE "table_name" = ?;
DELETE FROM "actiondata_columns" WHERE "table_name" = ?;
