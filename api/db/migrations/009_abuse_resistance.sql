-- Idempotency-Key rows (api/middleware/idempotency.ts) are kept only for signed-in accounts and never
-- for the public counters, and keep the route's template instead of the URL: the rows stored before
-- that rule go, and the URLs kept so far lose their query strings and shared-board tokens.
DELETE FROM idempotency_keys
  WHERE user_key = 'anon' OR path LIKE '/api/blog/posts/%/view%' OR path LIKE '/api/resources/%/download%';
UPDATE idempotency_keys SET path = '/api/boards/shared/:token/duplicate' WHERE path LIKE '/api/boards/shared/%';
UPDATE idempotency_keys SET path = substr(path, 1, instr(path, '?') - 1) WHERE instr(path, '?') > 0;

-- One-time steps of setting a server up, each recorded once done. `admin-seeded`: the administrator
-- `admin` was created (api/db/seed/admin.ts), so it is never created again, renamed or not. A
-- database that already has an administrator was seeded by an earlier start.
CREATE TABLE setup_steps (
  name TEXT PRIMARY KEY,
  done_at TEXT NOT NULL
);
INSERT INTO setup_steps (name, done_at)
  SELECT 'admin-seeded', strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM users WHERE role = 'admin');
