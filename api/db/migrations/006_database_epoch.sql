-- The database's epoch: a random id made when the database is created and renewed by a restore
-- (api/db/epoch.ts). Every change-feed cursor carries it, so a cursor made before a restore (whose
-- versions may now name other changes) answers 410 and the device rebuilds (docs/sync.md).
ALTER TABLE sync_state ADD COLUMN epoch TEXT NOT NULL DEFAULT '';
UPDATE sync_state SET epoch = lower(hex(randomblob(8)));
