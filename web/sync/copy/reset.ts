// Which local tables follow the server, and which follow who is signed in (sync/entities).
import { ACCOUNT_ENTITIES, SYNC_ENTITIES, type SyncEntity } from '../../../sync/entities'

/** Every entity the change feed fills: cleared when the copy is rebuilt after a 410. */
export const SYNCED_ENTITIES_FOR_RESET: readonly SyncEntity[] = SYNC_ENTITIES

/** Rows that belong to the signed-in account (or that only admins see): cleared when the user signs out or changes. */
export { ACCOUNT_ENTITIES }
