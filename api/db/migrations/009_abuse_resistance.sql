-- Idempotency-Key rows (api/middleware/idempotency.ts) are kept only for signed-in accounts and never
-- for the public counters, and keep the route's template instead of the URL: the rows stored before
-- that rule go, and the URLs kept so far lose their query strings and shared-board tokens.
DELETE FROM idempotency_keys
  WHERE user_key = 'anon' OR path LIKE '/api/blog/posts/%/view%' OR path LIKE '/api/resources/%/download%';
UPDATE idempotency_keys SET path = '/api/boards/shared/:token/duplicate' WHERE path LIKE '/api/boards/shared/%';
UPDATE idempotency_keys SET path = substr(path, 1, instr(path, '?') - 1) WHERE instr(path, '?') > 0;

-- One-time steps of setting a server up, each recorded once done. `admin-seeded`: the administrator
-- `admin` was created (api/db/seed/admin.ts), so it is never created again, renamed or not. A
-- database that already has an administrator was seeded by an earlier start.
CREATE TABLE setup_steps (
  name TEXT PRIMARY KEY,
  done_at TEXT NOT NULL
);
INSERT INTO setup_steps (name, done_at)
  SELECT 'admin-seeded', strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM users WHERE role = 'admin');

-- Drafts that were never published reach administrators only (api/sync/sync-repo.ts). A visitor's
-- feed turns a draft into a delete, so that an unpublished post leaves every copy; but for a draft no
-- one but administrators ever saw, that delete only told anyone the draft's id and when it was edited.
-- `admins_only` marks a blog post's or resource's entry whose row has been a draft at every change
-- since the row was made: set when the entry is made, kept while the row stays a draft (or is deleted
-- as one), cleared for good once the row is published. The versioned writes (api/db/repo.ts) log the
-- change after writing the row, so the row's `published` is its state after this change. Entries made
-- before this migration stay visible to everyone, as they were.
ALTER TABLE change_log ADD COLUMN admins_only INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER change_log_draft_made AFTER INSERT ON change_log
  WHEN NEW.entity IN ('blogPost', 'resource')
BEGIN
  UPDATE change_log SET admins_only = (
    CASE NEW.entity
      WHEN 'blogPost' THEN (SELECT published = 0 FROM blog_posts WHERE id = NEW.entity_id)
      ELSE (SELECT published = 0 FROM resources WHERE id = NEW.entity_id)
    END) IS 1
  WHERE version = NEW.version;
END;

CREATE TRIGGER change_log_draft_changed AFTER UPDATE OF version ON change_log
  WHEN NEW.entity IN ('blogPost', 'resource') AND OLD.admins_only = 1
BEGIN
  UPDATE change_log SET admins_only = (
    CASE NEW.entity
      WHEN 'blogPost' THEN (SELECT published FROM blog_posts WHERE id = NEW.entity_id)
      ELSE (SELECT published FROM resources WHERE id = NEW.entity_id)
    END) IS NOT 1
  WHERE version = NEW.version;
END;
