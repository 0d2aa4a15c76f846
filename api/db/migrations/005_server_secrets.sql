-- Secrets the server makes for itself at first start (api/db/server-secrets.ts), such as the key of the
-- Idempotency-Key request hashes. Kept with the data they protect, so a restored backup still
-- recognises the keys it stored.
CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);
