// A first download is browsable before its rows are in their tables (docs/sync.md, "Browsable before
// every row has its own record"): from the moment every answer is kept, the catalogue readers answer
// from the download held in memory, with exactly what the tables hold once they are filled; the
// vendors (from the snapshot's leading answers) even before the products arrive; the small tables
// the memory does not hold are already in their tables; with a long list, its first vendors and the
// small tables after the first answer; a reload in the middle reads the kept answers back. The memory
// is let go when the tables are filled.
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogReader, type CatalogReader } from '../../web/data/catalog/catalog-reader'
import type { VettedDb } from '../../web/db/db'
import type { FetchLike } from '../../web/sync/base/api-client'
import { pull, type FirstLoadProgress } from '../../web/sync/pull/pull'
import { snapshotStore } from '../../api/sync/snapshot-store'
import { generateLargeCatalog } from '../../api/db/seed/large-catalog'
import { compareForList } from '../../sync/rules/list-order'
import { stagedCatalog } from '../../web/sync/first-download/staged-catalog'
import { vendorBody } from '../api/harness'
import { makeSyncHarness, type SyncHarness } from './sync-harness'

let h: SyncHarness
const productIds: number[] = []

beforeAll(async () => {
  h = await makeSyncHarness({ catalogueSnapshot: true })
  for (let i = 1; i <= 4; i++) {
    const vendorId = (await h.admin('post', '/api/vendors').send(vendorBody({ name: `Held ${i}`, category: i % 2 ? 'Security' : 'Analytics' }))).body.id as number
    const product = (await h.admin('post', '/api/products').send({ vendorId, name: `Held product ${i}` })).body as { id: number }
    productIds.push(product.id)
    const tier = (await h.admin('post', '/api/product-tiers').send({ productId: product.id, name: 'Team' })).body as { id: number }
    await h.admin('post', '/api/pricing-options').send({ productTierId: tier.id, price: 10 * i }).expect(201)
  }
  await h.admin('post', '/api/blog/posts').send({ title: 'Held news', content: 'Text', published: true }).expect(201)
  await snapshotStore(h.db, 0, () => undefined).settled()
})

/** What a buyer's screens read of the catalogue, in a form two sources can be compared by. */
async function view(read: CatalogReader) {
  const names = (rows: { id: number; name: string }[]) => rows.map((r) => `${r.id}:${r.name}`).sort()
  const vendors = await read.vendors()
  const held1 = await read.vendorBySlug('HELD-1') // a slug in other case finds it too
  const products = await read.productsOfVendors(vendors.map((v) => v.id))
  const tiers = await read.tiersOfProducts(products.map((p) => p.id))
  const options = await read.optionsOfTiers(tiers.map((t) => t.id))
  return {
    vendors: names(vendors),
    products: names(await read.products()),
    ofVendors: names(products),
    tiers: tiers.map((t) => `${t.productId}:${t.name}`).sort(),
    prices: options.map((o) => o.price).sort((a, b) => a - b),
    categories: names(await read.categories()),
    held1: held1?.name,
    security: names(await read.vendorsOfCategory('security')),
    byId: (await read.productsById([productIds[0], -5])).map((p) => p?.name ?? null),
    found: names(await read.namesContaining('product', 'held product', new Set([productIds[1]]), 10)),
  }
}

/** Reads the tables the same way (the reader screens get once the first download is written out). */
function tablesOf(db: VettedDb): CatalogReader {
  const memory = catalogReader('tables')
  // The app's reader reads the app's database; this one reads the test's.
  return {
    ...memory,
    vendors: () => db.vendors.toArray(),
    products: () => db.products.toArray(),
    categories: () => db.categories.toArray(),
    vendorBySlug: async (slug) => (await db.vendors.where('slug').equals(slug).first()) ?? db.vendors.where('slug').equalsIgnoreCase(slug).first(),
    productsOfVendors: (ids) => db.products.where('vendorId').anyOf(ids).toArray(),
    tiersOfProducts: (ids) => db.productTiers.where('productId').anyOf(ids).toArray(),
    optionsOfTiers: (ids) => db.pricingOptions.where('productTierId').anyOf(ids).toArray(),
    vendorsOfCategory: (c) => db.vendors.where('category').equalsIgnoreCase(c).toArray(),
    productsById: (ids) => db.products.bulkGet(ids),
    namesContaining: (_t, text, skip, limit) => db.products.filter((p) => !skip.has(p.id) && p.name.toLowerCase().includes(text)).limit(limit).toArray(),
  }
}

/** A fetch that loses every feed request after the snapshot, as a connection that drops there. */
const droppingTheFeed = (inner: FetchLike): FetchLike => async (path, init) => {
  if (path.startsWith('/api/sync/changes')) throw new TypeError('Failed to fetch')
  return inner(path, init)
}

describe('the first download, held in memory while its rows are written', () => {
  it('answers every catalogue read as the filled tables will, before a single catalogue row is in them', async () => {
    const db = h.newDb()
    const seen: { phase: string; vendorsInTable: number; postsInTable: number; memory: Awaited<ReturnType<typeof view>> | null; lead?: string[] }[] = []
    const reads: Promise<void>[] = []
    const onFirstLoad = (p: FirstLoadProgress) => {
      if (p.phase === 'lead') {
        reads.push(
          (async () => {
            const lead = (await catalogReader('lead').vendors()).map((v) => v.name).sort()
            seen.push({ phase: 'lead', vendorsInTable: await db.vendors.count(), postsInTable: await db.blogPosts.count(), memory: null, lead })
          })(),
        )
      }
      if (p.phase === 'apply' && p.share === 0) {
        // Read synchronously at this point: the first staged answer is not applied before this returns.
        const memory = view(catalogReader('all'))
        reads.push(
          (async () => {
            seen.push({ phase: 'apply', vendorsInTable: await db.vendors.count(), postsInTable: await db.blogPosts.count(), memory: await memory })
          })(),
        )
      }
    }
    await pull(db, { fetchImpl: h.fetchAs(), onFirstLoad })
    await Promise.all(reads)
    const filled = await view(tablesOf(db))
    expect(filled.vendors.filter((v) => v.includes(':Held '))).toHaveLength(4)
    expect(filled.prices).toEqual([10, 20, 30, 40])
    expect(filled.held1).toBe('Held 1')
    expect(filled.byId).toEqual(['Held product 1', null])

    const [lead, apply] = [seen.find((s) => s.phase === 'lead')!, seen.find((s) => s.phase === 'apply')!]
    expect(lead.lead).toEqual(filled.vendors.map((v) => v.replace(/^\d+:/, '')).sort())
    expect(lead.postsInTable).toBeGreaterThan(0) // the small tables are written at once
    expect(apply.memory).toEqual(filled)
    expect(apply.vendorsInTable).toBe(0)
    expect(stagedCatalog()).toBeNull() // let go once the tables are filled
  })

  it('a reload in the middle reads the kept answers back into memory and ends with the same copy', async () => {
    // The first visit keeps the snapshot, then the connection drops before the feed: what arrived is
    // written out. To stand where a reload stands, keep the snapshot's answers without writing them.
    const db = h.newDb()
    const texts: string[] = []
    const snapshotUrl = ((await (await h.fetchAs()('/api/sync/snapshot', {})).json()) as { url: string }).url
    for (const line of (await (await h.fetchAs()(snapshotUrl, {})).text()).split('\n')) if (line) texts.push(line)
    for (const [i, text] of texts.entries()) await db.stagedPages.add({ seq: i + 1, text })

    let memory: Awaited<ReturnType<typeof view>> | null = null
    const reads: Promise<void>[] = []
    await pull(db, {
      fetchImpl: droppingTheFeed(h.fetchAs()),
      onFirstLoad: (p) => {
        if (p.phase === 'apply' && p.share === 0) reads.push(view(catalogReader('all')).then((v) => void (memory = v)))
      },
    }).catch(() => undefined) // the dropped feed after the kept answers
    await Promise.all(reads)
    expect(memory).toEqual(await view(tablesOf(db)))
    expect((memory as Awaited<ReturnType<typeof view>> | null)?.prices).toEqual([10, 20, 30, 40])
    expect(await db.stagedPages.count()).toBe(0)
  })
})

describe('a long vendor list from the snapshot', () => {
  let big: SyncHarness
  beforeAll(async () => {
    big = await makeSyncHarness({ catalogueSnapshot: true })
    await generateLargeCatalog(big.db, { vendors: 2400, products: 30, pricing: false })
    await big.admin('post', '/api/blog/posts').send({ title: 'Early news', content: 'Text', published: true }).expect(201)
    await snapshotStore(big.db, 0, () => undefined).settled()
  })

  it("shows the list's first vendors and every small table after the first answer, every vendor after the leading ones", async () => {
    const db = big.newDb()
    const seen: { phase: string; vendors: string[]; posts: number }[] = []
    const reads: Promise<void>[] = []
    await pull(db, {
      fetchImpl: big.fetchAs(),
      onFirstLoad: (p) => {
        if (p.phase !== 'start' && p.phase !== 'lead') return
        // Read at once: the next answer is not folded in before this returns.
        const vendors = catalogReader(p.phase).vendors()
        reads.push((async () => void seen.push({ phase: p.phase, vendors: (await vendors).map((v) => v.name), posts: await db.blogPosts.count() }))())
      },
    })
    await Promise.all(reads)
    const all = (await db.vendors.toArray()).sort(compareForList)
    expect(all.length).toBe(2400)
    expect(seen.map((s) => s.phase)).toEqual(['start', 'lead'])
    const [start, lead] = seen
    // The first answer: the vendor list's first 1,000 in its own order, and the blog already in its table.
    expect(start.vendors).toEqual(all.slice(0, 1000).map((v) => v.name))
    expect(start.posts).toBeGreaterThan(0)
    expect(lead.vendors.sort()).toEqual(all.map((v) => v.name).sort())
  })
})
