// Which change-log entries a caller may see (docs/sync.md, "Versions and the change feed"), as SQL over
// `change_log`, derived from the audiences of the entity registry (sync/entities): the catalogue and
// content for everyone, an account's own rows for that account only, admin-only rows for admins.
// A board team's rows (audience 'members') reach the board's owner, its active members and the people
// who left it (who receive them as deletes), and each row its own account (an invitee's invitation);
// a blind entity's rows reach the rest of the team only once the board's results are revealed. Which
// of them a reader gets as a row rather than a delete is api/sync/team-feed.ts.
// Drafts of publishable entities are entries everyone receives, as deletes unless they are an admin
// (sync-repo.ts). The live pokes use the same audiences (api/db/commit-notices.ts).
import { ENTITIES, entityDefinition, PUBLISHABLE_ENTITIES, SYNC_ENTITIES, TEAM_ENTITIES, WORKSPACE_ENTITIES, type Audience } from '../../sync/entities'

const named = (audience: Audience) => SYNC_ENTITIES.filter((e) => ENTITIES[e].audience === audience)
/** An SQL list of entity names (never empty: `''` matches no entity). */
const inList = (entities: readonly string[]) => (entities.length ? entities.map((e) => `'${e}'`).join(', ') : "''")

const EVERYONE = inList(named('everyone'))
const OWNER = inList(named('owner'))
const ADMINS = inList(named('admins'))
const TEAM = inList(TEAM_ENTITIES)
const BLIND = inList(TEAM_ENTITIES.filter((e) => entityDefinition(e).blind))

/** The boards whose team the caller is on or was on: owned (tombstones too), joined, or left. */
const TEAM_BOARDS = `SELECT entity_id FROM change_log WHERE owner_id = @userId AND entity = 'board'
  UNION SELECT board_id FROM board_members WHERE user_id = @userId AND status = 'active'
  UNION SELECT board_id FROM board_former_members WHERE user_id = @userId`

/** A team's rows: one's own, and the team's (a blind entity's only while its board is not hidden: revealed, or gone). */
const TEAM_SQL = `(entity IN (${TEAM}) AND (owner_id = @userId OR (board_id IN (${TEAM_BOARDS})
  AND (entity NOT IN (${BLIND}) OR board_id NOT IN (SELECT id FROM boards WHERE revealed_at IS NULL)))))`

const WORKSPACE = inList(WORKSPACE_ENTITIES)

/** The workspaces the caller is in or was in (the people who left receive its rows as deletes). */
const MY_WORKSPACES = `SELECT workspace_id FROM workspace_members WHERE user_id = @userId AND status = 'active'
  UNION SELECT workspace_id FROM workspace_former_members WHERE user_id = @userId`

/**
 * A workspace's rows (audience 'workspace'): one's own (an invitation, a request made alone), and
 * those of the workspaces one is or was in. Which of them a reader gets as rows is api/sync/workspace-feed.ts.
 */
const WORKSPACE_SQL = `(entity IN (${WORKSPACE}) AND (owner_id = @userId OR workspace_id IN (${MY_WORKSPACES})))`

/**
 * The entries this caller may see (parameters @userId and @isAdmin). A draft never published is no
 * one's business but admins' (`admins_only`, kept by logChange, api/db/versioning.ts): not even a delete of it.
 */
export const VISIBLE_SQL = `(entity IN (${EVERYONE}) OR (entity IN (${OWNER}) AND owner_id = @userId) OR ${TEAM_SQL} OR ${WORKSPACE_SQL} OR (@isAdmin = 1 AND entity IN (${ADMINS}))) AND (admins_only = 0 OR @isAdmin = 1)`

/**
 * The entries whose visibility depends on who is signed in: their own rows, and for admins the
 * admin-only rows and every row of an entity with drafts (a client that just signed in fetches these
 * from the start without pulling the whole catalogue again).
 */
export const ACCOUNT_SQL = `((entity IN (${OWNER}) AND owner_id = @userId) OR ${TEAM_SQL} OR ${WORKSPACE_SQL} OR (@isAdmin = 1 AND entity IN (${inList([...named('admins'), ...PUBLISHABLE_ENTITIES])})))`
