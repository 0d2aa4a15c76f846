-- The versioned writes keep the change log's `admins_only` (logChange, api/db/versioning.ts): the rule
-- runs the same on every engine, where a trigger would be written in each engine's own language.
DROP TRIGGER change_log_draft_made;
DROP TRIGGER change_log_draft_changed;
