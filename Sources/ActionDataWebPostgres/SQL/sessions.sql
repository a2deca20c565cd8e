CREATE TABLE IF NOT EXISTS "actiondata_shared_sessions" (
    "id" TEXT PRIMARY KEY,
    "state" TEXT NOT NULL,
    "version" BIGINT NOT NULL,
    "updated_at" TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS "actiondata_shared_sessions_updated_at" ON "actiondata_shared_sessions" ("updated_at");
CREATE TABLE IF NOT EXISTS "actiondata_session_secret" (
    "id" TEXT PRIMARY KEY,
    "secret" BYTEA NOT NULL
);
