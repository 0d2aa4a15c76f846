-- Subscription requests get a readable reference ("VT-7K3M-9Q2D"), made by the server when the request
-- is placed (api/orders/order-reference.ts) and shown to the buyer, the admin and in mails; and boards
-- remember when they were shared, which their recipients are told (api/boards/boards-service.ts).
ALTER TABLE orders ADD COLUMN reference TEXT;
CREATE UNIQUE INDEX orders_reference ON orders (reference) WHERE reference IS NOT NULL;
ALTER TABLE boards ADD COLUMN shared_at TEXT;

-- A board shared before this migration was shared at its last change at the latest: that time stands in.
UPDATE boards SET shared_at = updated_at WHERE shared = 1;

-- Requests made before this migration get a reference here: 'VT-' and two groups of four characters of
-- the unambiguous base-32 alphabet from SQLite's random(). Each such request is written again like any
-- edit (a new global version and a change-log entry) so its buyer's devices receive the reference.
CREATE TEMP TABLE orders_before_references AS
  SELECT id, user_id, (SELECT version FROM sync_state WHERE id = 1) + ROW_NUMBER() OVER (ORDER BY id) AS new_version,
    '0123456789ABCDEFGHJKMNPQRSTVWXYZ' AS a
  FROM orders WHERE reference IS NULL;

UPDATE orders SET
  version = (SELECT new_version FROM orders_before_references o WHERE o.id = orders.id),
  reference = (SELECT 'VT-' ||
    substr(a, (random() & 31) + 1, 1) || substr(a, (random() & 31) + 1, 1) ||
    substr(a, (random() & 31) + 1, 1) || substr(a, (random() & 31) + 1, 1) || '-' ||
    substr(a, (random() & 31) + 1, 1) || substr(a, (random() & 31) + 1, 1) ||
    substr(a, (random() & 31) + 1, 1) || substr(a, (random() & 31) + 1, 1)
    FROM orders_before_references o WHERE o.id = orders.id) -- correlated, so made again for each request
  WHERE reference IS NULL;

INSERT INTO change_log (version, entity, entity_id, op, owner_id, changed_at)
  SELECT new_version, 'order', id, 'put', user_id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM orders_before_references WHERE true
  ON CONFLICT (entity, entity_id) DO UPDATE SET version = excluded.version, op = excluded.op,
    owner_id = excluded.owner_id, changed_at = excluded.changed_at;

UPDATE sync_state SET version = version + (SELECT COUNT(*) FROM orders_before_references) WHERE id = 1;

DROP TABLE orders_before_references;
