-- Company workspaces and the approval of their subscription requests (sync/schemas/workspace.ts,
-- docs/workspaces.md): the workspace with its approval policy, its members with a role, the people who
-- left it, and each step of a request's approval.
CREATE TABLE workspaces (
  id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  currency TEXT NOT NULL,
  approval_above REAL NOT NULL DEFAULT 0,
  multi_approval_above REAL,
  approvers_needed INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX workspaces_user ON workspaces (user_id);

CREATE TABLE workspace_members (
  id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL,
  workspace_id INTEGER NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('member', 'approver', 'admin')),
  status TEXT NOT NULL CHECK (status IN ('invited', 'active')),
  name TEXT NOT NULL,
  username TEXT NOT NULL,
  workspace_name TEXT NOT NULL,
  invited_by TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (workspace_id, user_id)
);
CREATE INDEX workspace_members_user ON workspace_members (user_id, status);

-- People who were members and left or were removed: the feed still sends them the workspace's
-- changes, as deletes, so its rows leave their devices however long they were offline.
CREATE TABLE workspace_former_members (
  workspace_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  PRIMARY KEY (workspace_id, user_id)
) WITHOUT ROWID;

CREATE TABLE approval_steps (
  id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL,
  order_id INTEGER NOT NULL,
  workspace_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  requester_id INTEGER NOT NULL,
  actor_name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('requested', 'resubmitted', 'approved', 'rejected', 'changes-requested')),
  comment TEXT,
  round INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX approval_steps_order ON approval_steps (order_id, round);

-- A request made in a workspace, where its approval stands, the approvals its policy asked for and
-- the round (one more each time it is sent again after changes); a team board's workspace.
ALTER TABLE orders ADD COLUMN workspace_id INTEGER;
ALTER TABLE orders ADD COLUMN approval_status TEXT;
ALTER TABLE orders ADD COLUMN approvals_needed INTEGER;
ALTER TABLE orders ADD COLUMN approval_round INTEGER;
ALTER TABLE boards ADD COLUMN workspace_id INTEGER;

-- The workspace a change-log entry belongs to, kept with its tombstone, so the workspace's deletes
-- reach its members after the row is gone.
ALTER TABLE change_log ADD COLUMN workspace_id INTEGER;
CREATE INDEX change_log_workspace ON change_log (workspace_id) WHERE workspace_id IS NOT NULL;

-- Notifications of every kind: a mention on a board, a request waiting for approval, a decision on
-- one's request. A board's fields are null on the request's kinds, which name the order instead.
CREATE TABLE notifications_new (
  id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('mention', 'approval-request', 'approval-decision')),
  board_id INTEGER,
  item_id INTEGER,
  comment_id INTEGER,
  board_name TEXT,
  item_name TEXT,
  author_name TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  order_id INTEGER,
  workspace_id INTEGER,
  read_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (comment_id, user_id)
);
INSERT INTO notifications_new (id, version, user_id, kind, board_id, item_id, comment_id, board_name, item_name, author_name, excerpt, read_at, created_at, updated_at)
  SELECT id, version, user_id, kind, board_id, item_id, comment_id, board_name, item_name, author_name, excerpt, read_at, created_at, updated_at FROM notifications;
DROP TABLE notifications;
ALTER TABLE notifications_new RENAME TO notifications;
CREATE INDEX notifications_user ON notifications (user_id, id);
CREATE INDEX notifications_board ON notifications (board_id, user_id);
CREATE INDEX notifications_order ON notifications (order_id, user_id);
