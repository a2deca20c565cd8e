SELECT "primary_key", "key_type" FROM "actiondata_tables" WHERE "table_name" = ?
