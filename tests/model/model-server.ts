// The server of the model test (docs/testing.md, "The model test"): the real app on a real SQLite file,
// or on a PostgreSQL database when TEST_DATABASE_URL names a server (tests/model/model-storage.ts), in
// this process, behind one HTTP listener that forwards to whichever app is current, so a restart (a new
// app on the same database) or a restore (a backup put in place, then a new app) keeps the address the
// devices talk to. Each history starts from a copy of one template database: migrated, with an
// admin, two buyers and a small catalogue whose products have tiers and prices. Each buyer already has
// rows of their own (a favourite, a cart line, a board), so a device they sign in on must download them.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createApp } from '../../api/app'
import { hashPassword } from '../../api/auth/passwords'
import { createSession } from '../../api/auth/sessions'
import { defaultConfig, type Config } from '../../api/context'
import { openDatabase, type OpenDb } from '../../api/db/connection'
import { migrate } from '../../api/db/migrate'
import { insertRow } from '../../api/db/repo'
import { seedReferenceData } from '../../api/db/seed/demo'
import { usersTable, blogPostsTable } from '../../api/db/tables'
import { currentVersion } from '../../api/db/versioning'
import { feedCursor } from '../../api/sync/cursor'
import { existingSnapshotStore } from '../../api/sync/snapshot-store'
import { createBoard } from '../../api/boards/boards-service'
import { addToCart } from '../../api/cart/cart-service'
import { addFavorite } from '../../api/favorites/favorites-service'
import { addOption, addProduct, addTier, addVendor } from '../api/buyer-fixtures'
import { ORIGIN, TEST_SCRYPT_COST } from '../api/harness'
import { openModelStorage, scratchDir, type HistoryStore, type ModelStorage } from './model-storage'

export type Person = 'admin' | 'ana' | 'ben'
export const PEOPLE: readonly Person[] = ['admin', 'ana', 'ben']
export const passwordOf = (person: Person) => `${person}-model-pass-9`

/** What every history starts from: the template database and what the model must know of its rows. */
interface Template {
  storage: ModelStorage
  ids: Record<Person, number>
  /** A session per person made in the template, for the oracle's reads (never used by a device). */
  oracleCookies: Record<Person, string>
}

const config = (): Config =>
  defaultConfig({
    scryptCost: TEST_SCRYPT_COST,
    allowedOrigins: [ORIGIN],
    log: () => {},
    // Every device and the oracle share 127.0.0.1: no per-address limit may stand in their way.
    authRateLimit: { windowMs: 60_000, max: 1_000_000 },
    feedCatchUpBudget: { windowMs: 60_000, catalogues: 1_000_000, extraRows: 1_000_000_000 },
    // The snapshot is rebuilt when a history says so (and on start), never by a timer mid-step.
    snapshotDebounceMs: 3_600_000,
    catalogueSnapshot: true,
  })

let template: Template | null = null

async function makeTemplate(): Promise<Template> {
  const ids = {} as Record<Person, number>
  const oracleCookies = {} as Record<Person, string>
  const storage = await openModelStorage(async (db) => await seedTemplate(db, ids, oracleCookies))
  return { storage, ids, oracleCookies }
}

async function seedTemplate(db: OpenDb, ids: Record<Person, number>, oracleCookies: Record<Person, string>): Promise<void> {
  await seedReferenceData(db)
  const cfg = config()
  for (const person of PEOPLE) {
    const passwordHash = await hashPassword(passwordOf(person), TEST_SCRYPT_COST)
    const user = await db.transaction(async (tx) => await insertRow(tx, usersTable, {
        username: person, email: `${person}@example.com`, passwordHash, firstName: null, lastName: null,
        role: person === 'admin' ? 'admin' : 'user', isActive: true, createdAt: new Date().toISOString(),
      }))
    ids[person] = user.id
    oracleCookies[person] = `vetted_session=${(await createSession(db, cfg, user.id)).token}`
  }
  // Three vendors, each with priced products (a tier and two options), and a post published and a draft.
  const priced: { vendorId: number; productId: number; tierId: number; pricingOptionId: number }[] = []
  for (let v = 1; v <= 3; v++) {
    const vendor = await addVendor(db, { name: `Seed Vendor ${v}`, slug: `seed-vendor-${v}` })
    for (let p = 1; p <= (v === 1 ? 2 : 1); p++) {
      const product = await addProduct(db, vendor.id, { name: `Seed Product ${v}.${p}`, slug: `seed-product-${v}-${p}` })
      const tier = await addTier(db, product.id)
      await addOption(db, tier.id, { maximumUsers: 50 })
      const option = await addOption(db, tier.id, { price: 20, isRecommended: true })
      priced.push({ vendorId: vendor.id, productId: product.id, tierId: tier.id, pricingOptionId: option.id })
    }
  }
  // The buyers' own rows, away from the ledger line (seed-product-1-1, the first priced product).
  for (const [i, person] of (['ana', 'ben'] as const).entries()) {
    const { vendorId, productId, tierId, pricingOptionId } = priced[2 + i]
    await db.transaction(async (tx) => {
      await addFavorite(tx, ids[person], { itemType: 'vendor', itemId: vendorId })
      await addToCart(tx, ids[person], { productId, tierId, pricingOptionId }, 1)
      await createBoard(tx, ids[person], { name: `Seed board of ${person}`, type: 'product', items: [{ itemId: productId }] })
    })
  }
  for (const published of [true, false]) {
    const now = new Date().toISOString()
    await db.transaction(async (tx) => await insertRow(tx, blogPostsTable, {
        title: published ? 'Seed post' : 'Seed draft', slug: published ? 'seed-post' : 'seed-draft', excerpt: null, content: 'Text',
        featuredImage: null, published, featured: false, categoryId: null, authorName: 'The Vetted Team', authorEmail: null,
        authorImage: null, readTime: 1, tags: [], seoTitle: null, seoDescription: null, publishedAt: published ? now : null, views: 0,
        createdAt: now, updatedAt: now,
      }))
  }
}

let listener: { server: Server; base: string } | null = null
/** The current app, or a closed server's stand-in that drops every connection. */
let handler: RequestListener = (_req, res) => void res.socket?.destroy()

async function sharedListener() {
  if (listener) return listener
  const server = createServer((req, res) => handler(req, res))
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  listener = { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
  return listener
}

/** Closes the shared listener and drops the template (the end of a run). */
export async function closeModelListener(): Promise<void> {
  await template?.storage.dispose()
  template = null
  const l = listener
  listener = null
  if (!l) return
  const closed = new Promise<void>((resolve) => l.server.close(() => resolve()))
  l.server.closeAllConnections() // idle keep-alive sockets would hold the close for their 60 s timeout
  await closed
}

export class ModelServer {
  /** The files the server keeps beside its data (vendor documents): a PostgreSQL database has no folder. */
  private readonly filesDir = mkdtempSync(join(scratchDir(), 'vetted-model-files-'))
  db!: OpenDb

  private constructor(readonly template: Template, readonly base: string, private readonly store: HistoryStore) {}

  static async start(): Promise<ModelServer> {
    template ??= await makeTemplate()
    const { base } = await sharedListener()
    const server = new ModelServer(template, base, await template.storage.newHistory())
    await server.open()
    return server
  }

  /** Where the last backup went, if one was taken. */
  get backupFile(): string | null {
    return this.store.lastBackup
  }

  get ids() {
    return this.template.ids
  }

  /** The app on the database, its first snapshot built, and the listener pointed at it. */
  private async open(): Promise<void> {
    this.db = openDatabase(this.store.location)
    await migrate(this.db)
    const app = await createApp({ db: this.db, config: { ...config(), ...(this.template.storage.engine === 'postgres' && { filesDir: this.filesDir }) } })
    handler = app
    await existingSnapshotStore(this.db)?.settled()
  }

  private async close(): Promise<void> {
    handler = (_req, res) => void res.socket?.destroy()
    await this.db.close()
  }

  /** The process stops and starts again: what it kept in memory is gone, the file stays. */
  async restart(): Promise<void> {
    await this.close()
    await this.open()
  }

  /** A backup beside the running app; on PostgreSQL the app stops for the copy and starts again. */
  async backup(): Promise<void> {
    if (!this.store.backupNeedsClosedApp) return await this.store.backup(this.db)
    await this.close()
    await this.store.backup(this.db)
    await this.open()
  }

  /** `npm run restore` of the last backup: the server stopped, the database replaced (a new epoch), started again. */
  async restore(): Promise<void> {
    if (!this.store.lastBackup) throw new Error('No backup to restore')
    await this.close()
    await this.store.restore()
    await this.open()
  }

  /** The catalogue snapshot is built again from the current rows. */
  async rebuildSnapshot(): Promise<void> {
    const store = existingSnapshotStore(this.db)
    store?.rebuild()
    await store?.settled()
  }

  /** The feed's cursor now: what a device that is up to date holds. */
  async cursor(): Promise<string> {
    return await feedCursor(this.db, await currentVersion(this.db))
  }

  /** A request as a person (their oracle session) or a visitor, straight to the server, never faulted. */
  oracleFetch(person: Person | null) {
    const cookie = person ? this.template.oracleCookies[person] : undefined
    return (path: string, init: RequestInit = {}) =>
      fetch(this.base + path, { ...init, headers: { ...(init.headers as Record<string, string>), Origin: ORIGIN, 'X-Vetted-Protocol': '3', ...(cookie && { Cookie: cookie }) } })
  }

  async dispose(): Promise<void> {
    try {
      await this.close()
    } catch {
      // already closed
    }
    await this.store.dispose()
    rmSync(this.filesDir, { recursive: true, force: true })
  }
}
