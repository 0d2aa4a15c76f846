-- A board's activity (sync/schemas/board-activity.ts, docs/board-teams.md "Activity, undo and
-- merging"): who did what to the board, and when, written by the server as it applies each change.
-- user_id keeps no reference: an entry stays readable after its author's account is gone.
CREATE TABLE board_activity (
  id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL,
  board_id INTEGER NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL,
  actor_name TEXT NOT NULL,
  kind TEXT NOT NULL,
  detail TEXT NOT NULL,
  undone_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX board_activity_board ON board_activity (board_id, id);
