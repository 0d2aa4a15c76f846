-- A buyer's private notes on vendors (sync/schemas/vendor-note.ts), one per person and vendor. Deleting
-- a vendor deletes its notes through api/catalog/cascade.ts, each with a tombstone for its owner's devices.
CREATE TABLE vendor_notes (
  id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  vendor_id INTEGER NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, vendor_id)
);
