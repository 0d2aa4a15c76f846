// Catalogue rows the buyer tests (favourites, cart, boards, orders) point at, written straight into the
// test database through the versioned repo so these tests do not depend on the catalogue's own API.
import type { Db } from '../../api/db/connection'
import { insertRow } from '../../api/db/repo'
import { pricingOptionsTable, productsTable, tiersTable, vendorsTable } from '../../api/db/tables'

let serial = 0
const stamp = () => new Date().toISOString()
const write = <T>(db: Db, fn: () => T): T => db.transaction(fn)()

export function addVendor(db: Db, over: Record<string, unknown> = {}) {
  serial += 1
  return write(db, () =>
    insertRow(db, vendorsTable, {
      name: `Vendor ${serial}`, slug: `vendor-${serial}`, logoUrl: `https://cdn.example.com/vendor-${serial}.png`,
      category: 'security', rating: 4.5, createdAt: stamp(), updatedAt: stamp(), ...over,
    }),
  )
}

export function addProduct(db: Db, vendorId: number, over: Record<string, unknown> = {}) {
  serial += 1
  return write(db, () =>
    insertRow(db, productsTable, {
      vendorId, name: `Product ${serial}`, slug: `product-${serial}`, category: 'crm', type: 'software',
      createdAt: stamp(), updatedAt: stamp(), ...over,
    }),
  )
}

export const addTier = (db: Db, productId: number, over: Record<string, unknown> = {}) =>
  write(db, () => insertRow(db, tiersTable, { productId, name: 'Team', sortOrder: 0, ...over }))

export const addOption = (db: Db, productTierId: number, over: Record<string, unknown> = {}) =>
  write(db, () =>
    insertRow(db, pricingOptionsTable, {
      productTierId, price: 12.5, currency: 'USD', paymentFrequency: 'monthly', contractTerm: 'flexible', setupFee: 0,
      trialDays: 0, minimumUsers: 1, maximumUsers: null, pricePerUser: true, isRecommended: false, ...over,
    }),
  )

/** A vendor with one product, whose tier has a plain option and a recommended one added after it. */
export function addPricedProduct(db: Db) {
  const vendor = addVendor(db)
  const product = addProduct(db, vendor.id)
  const tier = addTier(db, product.id)
  const plain = addOption(db, tier.id)
  const recommended = addOption(db, tier.id, { price: 20, isRecommended: true })
  return { vendor, product, tier, plain, recommended }
}

export const count = (db: Db, table: string, where = '1 = 1', ...params: unknown[]) =>
  db.prepare(`SELECT COUNT(*) FROM ${table} WHERE ${where}`).pluck().get(...params) as number
