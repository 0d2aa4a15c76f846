// Catalogue rows the buyer tests (favourites, cart, boards, orders) point at, written straight into the
// test database through the versioned repo so these tests do not depend on the catalogue's own API.
import type { Db, Tx } from '../../api/db/connection'
import { insertRow } from '../../api/db/repo'
import { pricingOptionsTable, productsTable, tiersTable, vendorsTable } from '../../api/db/tables'

let serial = 0
const stamp = () => new Date().toISOString()
const write = <T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(fn)

export async function addVendor(db: Db, over: Record<string, unknown> = {}) {
  serial += 1
  return await write(db, async (tx) =>
    await insertRow(tx, vendorsTable, {
      name: `Vendor ${serial}`, slug: `vendor-${serial}`, logoUrl: `https://cdn.example.com/vendor-${serial}.png`,
      category: 'security', rating: 4.5, createdAt: stamp(), updatedAt: stamp(), ...over,
    }),
  )
}

export async function addProduct(db: Db, vendorId: number, over: Record<string, unknown> = {}) {
  serial += 1
  return await write(db, async (tx) =>
    await insertRow(tx, productsTable, {
      vendorId, name: `Product ${serial}`, slug: `product-${serial}`, category: 'crm', type: 'software',
      createdAt: stamp(), updatedAt: stamp(), ...over,
    }),
  )
}

export const addTier = async (db: Db, productId: number, over: Record<string, unknown> = {}) =>
  await write(db, async (tx) => await insertRow(tx, tiersTable, { productId, name: 'Team', sortOrder: 0, ...over }))

export const addOption = async (db: Db, productTierId: number, over: Record<string, unknown> = {}) =>
  await write(db, async (tx) =>
    await insertRow(tx, pricingOptionsTable, {
      productTierId, price: 12.5, currency: 'USD', paymentFrequency: 'monthly', contractTerm: 'flexible', setupFee: 0,
      trialDays: 0, minimumUsers: 1, maximumUsers: null, pricePerUser: true, isRecommended: false, ...over,
    }),
  )

/** A vendor with one product, whose tier has a plain option and a recommended one added after it. */
export async function addPricedProduct(db: Db) {
  const vendor = await addVendor(db)
  const product = await addProduct(db, vendor.id)
  const tier = await addTier(db, product.id)
  const plain = await addOption(db, tier.id)
  const recommended = await addOption(db, tier.id, { price: 20, isRecommended: true })
  return { vendor, product, tier, plain, recommended }
}

export const count = async (db: Db, table: string, where = '1 = 1', ...params: unknown[]) =>
  await db.value(`SELECT COUNT(*) FROM ${table} WHERE ${where}`, ...params) as number
