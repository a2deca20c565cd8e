INSERT INTO "actiondata_columns" ("table_name", "column_name", "type", "position") VALUES (?, ?, ?, ?)
