// The browser's local copy (docs/sync.md): one Dexie database mirroring the catalogue and the
// user's data, plus the outbox and sync metadata. Every schema version stays in this file, in order,
// so a database written by an older version of the app is upgraded in place, never lost.
import Dexie, { type EntityTable, type Table, type Transaction } from 'dexie'
import type { z } from 'zod'
import { ENTITIES, SYNC_ENTITIES, type SyncEntity } from '../../sync/entities'
import type { OutboxEntry } from '../../sync/protocol/outbox'
import { isV2Entry, upgradeEntry } from '../../sync/protocol/outbox-v2'
import type { ROW_SCHEMAS } from '../../sync/schemas/rows'
import { LOCAL_DB_NAME } from './db-name'
import { listCacheGenerations, type ListCacheEntry } from './list-cache'
import { trackOpenTransactions } from './page-lifecycle'

/** A vendor on the Quick Compare Board (local only; the original app kept it in local storage as compareVendors). */
export interface VendorCompareItem {
  vendorId: number
  addedAt: number
}
/** An item of the product compare list: id is the product id, or "productId-tierId" when a tier is chosen. */
export interface ProductCompareItem {
  id: string
  productId: number
  tierId: number | null
  pricingOptionId: number | null
  addedAt: number
}
/** A change the server refused, kept so the user can read why. */
export interface SyncRejection {
  id?: number
  entity: SyncEntity
  entityId: number
  method: string
  path: string
  status: number
  message: string
  at: number
}
/** The server's row for a row with pending local edits: pulls park it here instead of overwriting. */
export interface Shadow {
  key: string // `${entity}:${id}`
  row: Record<string, unknown>
  /** The version of the change that brought `row` (a delete's too: then `row` is null). */
  version?: number
}
/**
 * A first download kept as it arrived, waiting to be applied to the tables: a feed answer's JSON text,
 * or the whole catalogue snapshot file as one Blob (newline-separated answers), kept once every answer
 * and row its pointer announced arrived. See web/sync/first-download/staged-download.ts.
 */
export type StagedPage = { seq: number; text: string; snapshot?: undefined } | { seq: number; snapshot: Blob; text?: undefined }
/**
 * One piece of a signed-out person's private pending state, put aside while someone else uses this
 * device (web/sync/account/stash.ts, docs/sync.md "Accounts on a shared device"): a queued change, whole, or a
 * row only this device has (a temporary id). Items keep their order in `id`.
 */
export type StashItem = { id?: number; ownerId: number } & (
  | { kind: 'entry'; entry: OutboxEntry }
  | { kind: 'row'; entity: SyncEntity; row: Record<string, unknown> }
)
export interface MetaEntry {
  key: string
  value: unknown
}

/**
 * Version 1, as shipped (kept whole so the upgrade from it is tested: web/db/db.test.ts). Slugs are
 * indexed but not unique: a page that swaps two slugs must not abort.
 */
/** The schema versions after 4, each once, in order: 5 and those that declare entity tables. */
const LATER_VERSIONS = [...new Set([5, ...SYNC_ENTITIES.map((e) => ENTITIES[e].local.since).filter((v) => v > 4)])].sort((a, b) => a - b)

/** Protocol 2's queued and stashed entries, as protocol 3 keeps them. */
async function upgradeQueuedEntries(tx: Transaction): Promise<void> {
  await tx.table('outbox').toCollection().modify((entry: object, ref: { value: unknown }) => {
    if (isV2Entry(entry)) ref.value = upgradeEntry(entry)
  })
  await tx.table('stash').toCollection().modify((item: StashItem) => {
    if (item.kind === 'entry' && isV2Entry(item.entry)) item.entry = upgradeEntry(item.entry)
  })
}

/** The stores of the entities whose definition names `version`. */
function entityStoresAt(version: number): Record<string, string> {
  return Object.fromEntries(SYNC_ENTITIES.filter((e) => ENTITIES[e].local.since === version).map((e) => [ENTITIES[e].local.table, ENTITIES[e].local.indexes]))
}

export const SCHEMA_V1 = {
  vendors: 'id, slug, category, featured',
  products: 'id, slug, vendorId, category, type',
  categories: 'id, slug',
  productTiers: 'id, productId',
  pricingOptions: 'id, productTierId',
  blogPosts: 'id, slug, categoryId',
  blogCategories: 'id, slug',
  resources: 'id, slug, resourceTypeId, categoryId',
  resourceTypes: 'id, slug',
  featuredComparisons: 'id',
  favorites: 'id, [itemType+itemId]',
  cartLines: 'id, productId',
  boards: 'id',
  orders: 'id',
  users: 'id',
  vendorCompare: 'vendorId, addedAt',
  productCompare: 'id, productId, addedAt',
  outbox: '++seq, [entity+entityId], status',
  rejections: '++id, at',
  shadows: 'key',
  meta: 'key',
}

type Entities = typeof ENTITIES
/** The local table of each entity of the registry, typed by its row schema (a type only: no zod is loaded). */
type EntityTables = {
  [E in SyncEntity as Entities[E]['local']['table']]: EntityTable<z.infer<(typeof ROW_SCHEMAS)[E]>, 'id'>
}

// The entity tables come from the registry (sync/entities): the class gets their typed properties here.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface VettedDb extends EntityTables {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class VettedDb extends Dexie {
  vendorCompare!: EntityTable<VendorCompareItem, 'vendorId'>
  productCompare!: EntityTable<ProductCompareItem, 'id'>
  outbox!: EntityTable<OutboxEntry, 'seq'>
  rejections!: EntityTable<SyncRejection, 'id'>
  shadows!: EntityTable<Shadow, 'key'>
  stagedPages!: EntityTable<StagedPage, 'seq'>
  stash!: Table<StashItem, number>
  meta!: EntityTable<MetaEntry, 'key'>
  listCache!: EntityTable<ListCacheEntry, 'key'>

  constructor(name = LOCAL_DB_NAME) {
    // Strict durability: a queued change is on disk before the transaction reports success. No query
    // cache: Dexie's copies every result it serves from it (a tenth of a second for 10,000 vendors),
    // and the screens read whole lists.
    super(name, { chromeTransactionDurability: 'strict', cache: 'disabled' })
    this.version(1).stores(SCHEMA_V1)
    // Version 2: the first download lands in stagedPages before its rows are spread over their tables;
    // vendors.featured, products.category and products.type were never queried and cost a write per
    // row (screens filter those fields in memory).
    this.version(2).stores({ stagedPages: 'seq', vendors: 'id, slug, category', products: 'id, slug, vendorId' })
    // Version 3: each signed-out person's unsent changes wait in `stash` while others use the device.
    this.version(3).stores({ stash: '++id, ownerId' })
    // Version 4: grouped copies of the vendor and product tables, for screens that list them whole
    // (web/db/list-cache.ts); its middleware keeps each copy's generation with every write.
    this.version(4).stores({ listCache: 'key' })
    // Version 5: the outbox holds named mutations (protocol 3); the entries an older build queued or
    // stashed as REST requests are upgraded in place (sync/protocol/outbox-v2.ts). Later versions: each
    // entity of the registry declared at the version its definition names.
    for (const version of LATER_VERSIONS) {
      const declared = this.version(version).stores(entityStoresAt(version))
      if (version === 5) declared.upgrade(upgradeQueuedEntries)
    }
    this.use(listCacheGenerations)
  }
}

/** The names of the database's tables. */
export type TableName = Extract<{ [K in keyof VettedDb]: VettedDb[K] extends Table ? K : never }[keyof VettedDb], string>

/** The Dexie table behind each entity of the change feed (sync/entities). */
export const TABLE_OF = Object.fromEntries(SYNC_ENTITIES.map((e) => [e, ENTITIES[e].local.table])) as { [E in SyncEntity]: Entities[E]['local']['table'] }

export function tableOf(db: VettedDb, entity: SyncEntity): Table<Record<string, unknown>, number> {
  return db.table(TABLE_OF[entity])
}

/**
 * Opens a database that reopens itself when the browser closes it under us (iOS does this to pages in
 * the background) instead of failing every later read with DatabaseClosedError.
 */
export function openVettedDb(name = LOCAL_DB_NAME): VettedDb {
  const database = new VettedDb(name)
  database.use(trackOpenTransactions) // aborted when the page is hidden (web/db/page-lifecycle.ts)
  let closedByUs = false
  const close = database.close.bind(database)
  database.close = (options?: { disableAutoOpen: boolean }) => {
    closedByUs = true
    close(options)
  }
  database.on('close', () => {
    if (!closedByUs) void database.open().catch(() => undefined)
  })
  // Another tab opened the database with a newer schema (a new build): this tab's code no longer
  // matches it. Close at once so the upgrade proceeds, write nothing more, and let the app ask for a
  // reload (docs/sync.md, "Protocol and schema changes").
  database.on('versionchange', () => {
    database.close()
    newerSchemaListeners.forEach((l) => l())
    return false
  })
  return database
}

const newerSchemaListeners = new Set<() => void>()
/** Called when another tab upgraded the database: this tab must reload before it reads or writes again. */
export function onNewerSchema(listener: () => void): () => void {
  newerSchemaListeners.add(listener)
  return () => newerSchemaListeners.delete(listener)
}

/** The app's one database instance. */
export const db = openVettedDb()
