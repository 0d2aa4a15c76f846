-- Shared evaluation boards are found by a random, revocable token instead of their sequential id
-- (api/boards/boards-service.ts): a board gets a token when it is shared and loses it when sharing is
-- turned off. The server makes new tokens with crypto.randomBytes(16) as base64url (22 characters).
ALTER TABLE boards ADD COLUMN share_token TEXT;
CREATE UNIQUE INDEX boards_share_token ON boards (share_token) WHERE share_token IS NOT NULL;

-- Boards already shared keep being shared, under a token made here: 22 characters of the base64url
-- alphabet from SQLite's random() (seeded from the operating system's randomness), 132 bits. Their
-- old links (by id) stop working; each such board is written again like any edit (a new global
-- version and a change-log entry) so its owner's devices receive the token and show the new link.
CREATE TEMP TABLE shared_before_tokens AS
  SELECT id, user_id, (SELECT version FROM sync_state WHERE id = 1) + ROW_NUMBER() OVER (ORDER BY id) AS new_version,
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_' AS a
  FROM boards WHERE shared = 1;

UPDATE boards SET
  version = (SELECT new_version FROM shared_before_tokens s WHERE s.id = boards.id),
  share_token = (SELECT
    substr(a, (random() & 63) + 1, 1) || substr(a, (random() & 63) + 1, 1) ||
    substr(a, (random() & 63) + 1, 1) || substr(a, (random() & 63) + 1, 1) ||
    substr(a, (random() & 63) + 1, 1) || substr(a, (random() & 63) + 1, 1) ||
    substr(a, (random() & 63) + 1, 1) || substr(a, (random() & 63) + 1, 1) ||
    substr(a, (random() & 63) + 1, 1) || substr(a, (random() & 63) + 1, 1) ||
    substr(a, (random() & 63) + 1, 1) || substr(a, (random() & 63) + 1, 1) ||
    substr(a, (random() & 63) + 1, 1) || substr(a, (random() & 63) + 1, 1) ||
    substr(a, (random() & 63) + 1, 1) || substr(a, (random() & 63) + 1, 1) ||
    substr(a, (random() & 63) + 1, 1) || substr(a, (random() & 63) + 1, 1) ||
    substr(a, (random() & 63) + 1, 1) || substr(a, (random() & 63) + 1, 1) ||
    substr(a, (random() & 63) + 1, 1) || substr(a, (random() & 63) + 1, 1)
    FROM shared_before_tokens s WHERE s.id = boards.id) -- correlated, so made again for each board
  WHERE shared = 1;

INSERT INTO change_log (version, entity, entity_id, op, owner_id, changed_at)
  SELECT new_version, 'board', id, 'put', user_id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM shared_before_tokens WHERE true
  ON CONFLICT (entity, entity_id) DO UPDATE SET version = excluded.version, op = excluded.op,
    owner_id = excluded.owner_id, changed_at = excluded.changed_at;

UPDATE sync_state SET version = version + (SELECT COUNT(*) FROM shared_before_tokens) WHERE id = 1;

DROP TABLE shared_before_tokens;
