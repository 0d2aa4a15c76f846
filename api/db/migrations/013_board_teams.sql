-- A board's team (sync/schemas/board-team.ts, docs/board-teams.md): members with a role, each
-- evaluator's own scores, and when the results were revealed.
ALTER TABLE boards ADD COLUMN revealed_at TEXT;

CREATE TABLE board_members (
  id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL,
  board_id INTEGER NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('owner', 'co-owner', 'evaluator', 'viewer')),
  status TEXT NOT NULL CHECK (status IN ('invited', 'active')),
  name TEXT NOT NULL,
  username TEXT NOT NULL,
  board_name TEXT NOT NULL,
  invited_by TEXT,
  submitted_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (board_id, user_id)
);
CREATE INDEX board_members_user ON board_members (user_id, status);

-- One row per board, evaluator, item and criterion: two people's offline scores never touch one row.
CREATE TABLE board_scores (
  id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL,
  board_id INTEGER NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL,
  criterion TEXT NOT NULL,
  score INTEGER NOT NULL CHECK (score BETWEEN 1 AND 5),
  note TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (board_id, user_id, item_id, criterion)
);

-- People who were members and left or were removed: the feed still sends them the board's changes,
-- as deletes, so the board leaves their devices however long they were offline (api/sync/visibility.ts).
CREATE TABLE board_former_members (
  board_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  PRIMARY KEY (board_id, user_id)
) WITHOUT ROWID;

-- The board a change-log entry belongs to (a board's own entry: the board itself), kept with its
-- tombstone, so a team's deletes reach the team after the row is gone.
ALTER TABLE change_log ADD COLUMN board_id INTEGER;
UPDATE change_log SET board_id = entity_id WHERE entity = 'board';
CREATE INDEX change_log_board ON change_log (board_id) WHERE board_id IS NOT NULL;
CREATE INDEX change_log_owner ON change_log (owner_id, entity) WHERE owner_id IS NOT NULL;
