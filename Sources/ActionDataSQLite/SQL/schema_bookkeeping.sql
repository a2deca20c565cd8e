CREATE TABLE IF NOT EXISTS "actiondata_tables" (
    "table_name" TEXT PRIMARY KEY NOT NULL,
    "primary_key" TEXT NOT NULL,
    "key_type" TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS "actiondata_columns" (
    "table_name" TEXT NOT NULL,
    "column_name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    PRIMARY KEY ("table_name", "column_name")
);
