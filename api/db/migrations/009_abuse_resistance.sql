-- Idempotency-Key rows (api/middleware/idempotency.ts) are kept only for signed-in accounts and never
-- for the public counters, and keep the route's template instead of the URL: the rows stored before
-- that rule go, and the URLs kept so far lose their query strings and shared-board tokens.
DELETE FROM idempotency_keys
  WHERE user_key = 'anon' OR path LIKE '/api/blog/posts/%/view%' OR path LIKE '/api/resources/%/download%';
UPDATE idempotency_keys SET path = '/api/boards/shared/:token/duplicate' WHERE path LIKE '/api/boards/shared/%';
UPDATE idempotency_keys SET path = substr(path, 1, instr(path, '?') - 1) WHERE instr(path, '?') > 0;
