-- Comments on a board's items, and the notifications their @mentions make (sync/schemas/board-comment.ts,
-- docs/board-teams.md "Comments and notifications").
CREATE TABLE board_comments (
  id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL,
  board_id INTEGER NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  author_name TEXT NOT NULL,
  author_username TEXT NOT NULL,
  text TEXT NOT NULL,
  edited_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX board_comments_board ON board_comments (board_id, item_id);
CREATE INDEX board_comments_user ON board_comments (user_id);

-- One person's notification: a mention of them in a comment, at most one per comment and person.
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('mention')),
  board_id INTEGER NOT NULL,
  item_id INTEGER NOT NULL,
  comment_id INTEGER NOT NULL,
  board_name TEXT NOT NULL,
  item_name TEXT NOT NULL,
  author_name TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  read_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (comment_id, user_id)
);
CREATE INDEX notifications_user ON notifications (user_id, id);
CREATE INDEX notifications_board ON notifications (board_id, user_id);
