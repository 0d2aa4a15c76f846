-- The catalogue lists' order compares a key of the name (sync/rules/list-order.ts: natural, blind to
-- case and accents), which SQLite's collations cannot express. Vendors and products keep it in a hidden
-- column, written by the repo on every write of the name (api/db/table.ts, withDerived), filled here
-- by the function the connection registers (api/db/sql-functions.ts), and indexed in the list's order.
ALTER TABLE vendors ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
UPDATE vendors SET name_key = list_name_key(name);
DROP INDEX IF EXISTS vendors_featured;
CREATE INDEX vendors_list_order ON vendors (featured DESC, name_key, id);

ALTER TABLE products ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
UPDATE products SET name_key = list_name_key(name);
CREATE INDEX products_list_order ON products (featured DESC, name_key, id);
