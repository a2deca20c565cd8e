SELECT count(*) FROM pragma_table_info(?) WHERE "name" = '%sync'
