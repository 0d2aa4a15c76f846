-- Per-device mutation ids (docs/sync.md, "Exactly once"): each device keeps a client id per person
-- signed in on it, and numbers that person's queued changes 1, 2, 3... in the order it sends them. The
-- server records, per account and client, the last number it applied and that change's answer, in the
-- same transaction as the change: a change sent again (its answer was lost) is answered from here and
-- never applied twice, however long the device was away, as long as the record is kept (180 days
-- without a sign of the device: api/sync/clients.ts).
CREATE TABLE sync_clients (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  last_mutation_id INTEGER NOT NULL,
  last_status INTEGER NOT NULL,
  last_answer TEXT NOT NULL,
  seen_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, client_id)
) WITHOUT ROWID;

CREATE INDEX sync_clients_seen_at ON sync_clients (seen_at);
