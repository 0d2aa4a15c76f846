// Which change-log entries a caller may see (docs/sync.md, "Versions and the change feed"), as SQL over
// `change_log`, derived from the audiences of the entity registry (sync/entities): the catalogue and
// content for everyone, an account's own rows for that account only, admin-only rows for admins.
// Drafts of publishable entities are entries everyone receives, as deletes unless they are an admin
// (sync-repo.ts). The live pokes use the same audiences (api/db/commit-notices.ts).
import { ENTITIES, PUBLISHABLE_ENTITIES, SYNC_ENTITIES, type Audience } from '../../sync/entities'

const named = (audience: Audience) => SYNC_ENTITIES.filter((e) => ENTITIES[e].audience === audience)
/** An SQL list of entity names (never empty: `''` matches no entity). */
const inList = (entities: readonly string[]) => (entities.length ? entities.map((e) => `'${e}'`).join(', ') : "''")

const EVERYONE = inList(named('everyone'))
const OWNER = inList(named('owner'))
const ADMINS = inList(named('admins'))

/**
 * The entries this caller may see (parameters @userId and @isAdmin). A draft never published is no
 * one's business but admins' (`admins_only`, kept by the triggers of migration 009): not even a delete of it.
 */
export const VISIBLE_SQL = `(entity IN (${EVERYONE}) OR (entity IN (${OWNER}) AND owner_id = @userId) OR (@isAdmin = 1 AND entity IN (${ADMINS}))) AND (admins_only = 0 OR @isAdmin = 1)`

/**
 * The entries whose visibility depends on who is signed in: their own rows, and for admins the
 * admin-only rows and every row of an entity with drafts (a client that just signed in fetches these
 * from the start without pulling the whole catalogue again).
 */
export const ACCOUNT_SQL = `((entity IN (${OWNER}) AND owner_id = @userId) OR (@isAdmin = 1 AND entity IN (${inList([...named('admins'), ...PUBLISHABLE_ENTITIES])})))`
