CREATE TABLE IF NOT EXISTS "actiondata_tables" (
    "table_name" TEXT PRIMARY KEY,
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
CREATE TABLE IF NOT EXISTS "actiondata_keys" (
    "table_name" TEXT PRIMARY KEY,
    "next" NUMERIC NOT NULL
);
