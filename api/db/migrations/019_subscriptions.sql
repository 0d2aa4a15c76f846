-- Subscriptions and their renewal terms (sync/schemas/subscription.ts, docs/renewals.md), and the
-- reminders sent before their notice deadlines. Calendar days are "yyyy-mm-dd" text.
CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  workspace_id INTEGER,
  order_id INTEGER UNIQUE,
  vendor_id INTEGER,
  product_id INTEGER,
  name TEXT NOT NULL,
  cost REAL NOT NULL CHECK (cost >= 0),
  currency TEXT NOT NULL,
  term TEXT NOT NULL CHECK (term IN ('monthly', 'annual')),
  start_date TEXT NOT NULL,
  auto_renew INTEGER NOT NULL,
  notice_days INTEGER NOT NULL CHECK (notice_days BETWEEN 0 AND 365),
  status TEXT NOT NULL CHECK (status IN ('active', 'in-review', 'cancel-at-term', 'renewed')),
  review_board_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX subscriptions_workspace ON subscriptions (workspace_id);
CREATE INDEX subscriptions_user ON subscriptions (user_id);

-- Each reminder once: a subscription's notice deadline and the threshold (120, 90, 60 or 30 days
-- before it) are its key, written in the transaction that writes its notification. `mailed_at` stays
-- null until its mail went out, so a mail that failed is sent again by the next run.
CREATE TABLE renewal_reminders (
  subscription_id INTEGER NOT NULL,
  notice_deadline TEXT NOT NULL,
  threshold INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  notification_id INTEGER NOT NULL,
  mailed_at TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (subscription_id, notice_deadline, threshold)
);
CREATE INDEX renewal_reminders_unmailed ON renewal_reminders (subscription_id) WHERE mailed_at IS NULL;

-- Notifications take a fourth kind, a renewal reminder, which names its subscription.
CREATE TABLE notifications_new (
  id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('mention', 'approval-request', 'approval-decision', 'renewal-reminder')),
  board_id INTEGER,
  item_id INTEGER,
  comment_id INTEGER,
  board_name TEXT,
  item_name TEXT,
  author_name TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  order_id INTEGER,
  workspace_id INTEGER,
  subscription_id INTEGER,
  read_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (comment_id, user_id)
);
INSERT INTO notifications_new (id, version, user_id, kind, board_id, item_id, comment_id, board_name, item_name, author_name, excerpt, order_id, workspace_id, read_at, created_at, updated_at)
  SELECT id, version, user_id, kind, board_id, item_id, comment_id, board_name, item_name, author_name, excerpt, order_id, workspace_id, read_at, created_at, updated_at FROM notifications;
DROP TABLE notifications;
ALTER TABLE notifications_new RENAME TO notifications;
CREATE INDEX notifications_user ON notifications (user_id, id);
CREATE INDEX notifications_board ON notifications (board_id, user_id);
CREATE INDEX notifications_order ON notifications (order_id, user_id);
