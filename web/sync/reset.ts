// Which local tables follow the server, and which follow who is signed in.
import { SYNC_ENTITIES, PER_USER_ENTITIES, type SyncEntity } from '../../sync/protocol/entities'

/** Every entity the change feed fills: cleared when the copy is rebuilt after a 410. */
export const SYNCED_ENTITIES_FOR_RESET: readonly SyncEntity[] = SYNC_ENTITIES

/** Rows that belong to the signed-in account: cleared when the user signs out or changes. */
export const ACCOUNT_ENTITIES: readonly SyncEntity[] = [...PER_USER_ENTITIES, 'user']
