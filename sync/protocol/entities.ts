// The entity names, paging limits and first cursor both sides agree on, free of zod so the browser's
// first bundle (and the sync code it starts) stays small: zod is 25 KB gzipped. The entities
// themselves are defined in the registry (sync/entities).
export { PER_USER_ENTITIES, PUBLISHABLE_ENTITIES, SYNC_ENTITIES, type SyncEntity } from '../entities'

/**
 * The cursor of an empty copy: every change from the start. Any other cursor is opaque to clients:
 * the server makes it (api/sync/cursor.ts) and the device sends it back as it came.
 */
export const FIRST_CURSOR = '0'

export const SYNC_PAGE_DEFAULT = 1000
export const SYNC_PAGE_MAX = 5000
