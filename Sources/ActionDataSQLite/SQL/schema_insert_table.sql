INSERT INTO "actiondata_tables" ("table_name", "primary_key", "key_type") VALUES (?, ?, ?)
