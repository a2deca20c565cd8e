SELECT "column_name", "type" FROM "actiondata_columns" WHERE "table_name" = ? ORDER BY "position"
