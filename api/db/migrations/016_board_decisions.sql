-- A board's decision (docs/board-teams.md, "Decision"): the chosen item, the rationale, when and by
-- whom; and the decided board an order request was chosen on (null for any other request).
ALTER TABLE boards ADD COLUMN decided_item_id INTEGER;
ALTER TABLE boards ADD COLUMN decision_rationale TEXT;
ALTER TABLE boards ADD COLUMN decided_at TEXT;
ALTER TABLE boards ADD COLUMN decided_by TEXT;
ALTER TABLE orders ADD COLUMN board_id INTEGER;
