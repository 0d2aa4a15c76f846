-- The answers of the changes a device sent in a batch (POST /api/sync/push, docs/sync.md "Batched
-- push"): applied, conflict or refused, each under its number. A batch whose answer was lost is sent
-- again with the same numbers, and every change in it is answered from here, never applied twice and
-- never taken for applied when it was refused. A client keeps the answers of its last batch: the next
-- batch drops those numbered below its first change; they go with their client's record.
CREATE TABLE sync_batch_answers (
  user_id INTEGER NOT NULL,
  client_id TEXT NOT NULL,
  mutation_id INTEGER NOT NULL,
  status INTEGER NOT NULL,
  answer TEXT NOT NULL,
  PRIMARY KEY (user_id, client_id, mutation_id),
  FOREIGN KEY (user_id, client_id) REFERENCES sync_clients (user_id, client_id) ON DELETE CASCADE
) WITHOUT ROWID;
