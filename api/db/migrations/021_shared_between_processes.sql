-- State that several server processes on one PostgreSQL database share, so any of them can answer any
-- request. On SQLite one process serves everything and keeps both in memory: the tables stay empty.

-- Rate-limit counts (api/middleware/shared-rate-limit-store.ts): one row per limiter and key (a client
-- address, an account, a made-up sign-in name), its hits in the window that ends at `reset_at` (epoch
-- ms). Each limiter keeps a bounded number of keys: the rows whose window started first are trimmed.
CREATE TABLE rate_limit_counts (
  limiter TEXT NOT NULL,
  key TEXT NOT NULL,
  hits INTEGER NOT NULL,
  reset_at INTEGER NOT NULL,
  PRIMARY KEY (limiter, key)
) WITHOUT ROWID;
CREATE INDEX rate_limit_counts_windows ON rate_limit_counts (limiter, reset_at);

-- The catalogue snapshot (api/sync/snapshot-table.ts): the current file, whose `replaced_at` is null,
-- and the files it replaced, each served for the grace period after `replaced_at` (epoch ms), then
-- deleted. `covers` is the feed version every change up to which is in the file.
CREATE TABLE catalogue_snapshots (
  name TEXT PRIMARY KEY,
  etag TEXT NOT NULL,
  next TEXT NOT NULL,
  row_count INTEGER NOT NULL,
  answer_rows TEXT NOT NULL,
  lead_answers INTEGER NOT NULL,
  raw_bytes INTEGER NOT NULL,
  br BLOB NOT NULL,
  gz BLOB NOT NULL,
  built_at TEXT NOT NULL,
  covers INTEGER NOT NULL,
  replaced_at INTEGER
);
