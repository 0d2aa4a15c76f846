// What a cart screen shows: each line joined with its product, vendor, tier and pricing option from
// the local copy, priced by the cart rules (sync/rules/cart-totals, with the quantity rule), the
// subscription request already sent for it, and the totals per currency.
import { cartLineId } from '../../../sync/rules/cart-lines'
import { cartTotals, lineCosts, lineCurrency, lineFrequency, lineUnitPrice, type CurrencyTotals, type LineCosts } from '../../../sync/rules/cart-totals'
import type { CartLine, Order, PricingOption, Product, ProductTier, Vendor } from '../../../sync/schemas'
import type { VettedDb } from '../../db/db'

export interface CartLineView {
  /** The stored row's id: what setQuantity and removeLine take. */
  id: number
  /** The line id: product, tier (or none), option (or none). */
  key: string
  quantity: number
  /** Null when the catalogue no longer has the product (the line can still be removed). */
  product: Product | null
  vendor: Pick<Vendor, 'id' | 'name' | 'slug' | 'logoUrl'> | null
  tier: ProductTier | null
  option: PricingOption | null
  unitPrice: number
  currency: string
  /** How often the line is paid: the option's payment frequency, 'one-time' without an option. */
  frequency: string
  /** What the line costs: per billing period, at its first billing (the line's total), per month, in its first year. */
  costs: LineCosts
  /** The latest subscription request for this plan sent since the line was added (withdrawn ones aside), or null. */
  request: Pick<Order, 'id' | 'reference' | 'status' | 'createdAt'> | null
}

export interface CartView {
  lines: CartLineView[]
  /** One set of totals per currency. */
  totals: Record<string, CurrencyTotals>
  /** How many items: the sum of the quantities. */
  count: number
}

const byKey = <T extends { id: number }>(rows: (T | undefined)[]) => new Map(rows.filter((r): r is T => !!r).map((r) => [r.id, r]))
const ids = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))]

/** The lines in the order they were added, joined and priced. */
export async function readCartView(d: VettedDb, rows: CartLine[]): Promise<CartView> {
  // Lines added in the same millisecond keep their order: ids grow with each line, away from zero
  // (temporary ids made on this device count down: -1, -2, ...).
  const lines = [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || Math.abs(a.id) - Math.abs(b.id))
  const products = byKey(await d.products.bulkGet(ids(lines.map((l) => l.productId))))
  const tiers = byKey(await d.productTiers.bulkGet(ids(lines.map((l) => l.tierId))))
  const options = byKey(await d.pricingOptions.bulkGet(ids(lines.map((l) => l.pricingOptionId))))
  const vendors = byKey(await d.vendors.bulkGet(ids([...products.values()].map((p) => p.vendorId))))
  const requests = lines.some((l) => l.pricingOptionId !== null) ? await d.orders.filter((o) => o.status !== 'cancelled' && o.userId === lines[0].userId).toArray() : []
  const views = lines.map((line): CartLineView => {
    const product = products.get(line.productId) ?? null
    const option = line.pricingOptionId === null ? null : (options.get(line.pricingOptionId) ?? null)
    const vendor = product ? vendors.get(product.vendorId) : undefined
    const priced = { quantity: line.quantity, productPrice: product?.price ?? null, option }
    return {
      id: line.id,
      key: cartLineId(line),
      quantity: line.quantity,
      product,
      vendor: vendor ? { id: vendor.id, name: vendor.name, slug: vendor.slug, logoUrl: vendor.logoUrl } : null,
      tier: line.tierId === null ? null : (tiers.get(line.tierId) ?? null),
      option,
      unitPrice: lineUnitPrice(priced),
      currency: lineCurrency(priced),
      frequency: lineFrequency(priced),
      costs: lineCosts(priced),
      request: requestFor(line, requests),
    }
  })
  const totals = cartTotals(views.map((v) => ({ quantity: v.quantity, productPrice: v.product?.price ?? null, option: v.option })))
  return { lines: views, totals, count: views.reduce((n, v) => n + v.quantity, 0) }
}

/** The newest request of the line's owner for the line's plan made since the line was added (a request comes from its line's Subscribe). */
function requestFor(line: CartLine, orders: readonly Order[]): CartLineView['request'] {
  let newest: Order | null = null
  for (const o of orders) {
    const samePlan = o.userId === line.userId && o.productId === line.productId && o.tierId === line.tierId && o.pricingOptionId === line.pricingOptionId
    if (samePlan && o.createdAt >= line.createdAt && (!newest || o.createdAt > newest.createdAt)) newest = o
  }
  return newest && { id: newest.id, reference: newest.reference, status: newest.status, createdAt: newest.createdAt }
}
