UPDATE "actiondata_columns" SET "type" = ? WHERE "table_name" = ? AND "column_name" = ?
