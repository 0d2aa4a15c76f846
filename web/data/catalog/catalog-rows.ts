// The catalogue rows a write checks (the product, tier and option a cart line or a subscription request
// names), from the tables or, while a first download's rows are still being written to them, from the
// download held in memory: what the screen showed (web/sync/first-download/staged-catalog.ts). A write
// made in those seconds would otherwise be refused for a row the person is looking at. Call inside a
// transaction over the tables read.
import type { PricingOption, Product, ProductTier } from '../../../sync/schemas'
import type { VettedDb } from '../../db/db'
import { stagedCatalog } from '../../sync/first-download/staged-catalog'

export interface CatalogRows {
  product: (id: number) => Promise<Product | undefined>
  tier: (id: number) => Promise<ProductTier | undefined>
  option: (id: number) => Promise<PricingOption | undefined>
  optionsOfTier: (tierId: number) => Promise<PricingOption[]>
}

export function catalogRows(d: VettedDb): CatalogRows {
  const held = () => stagedCatalog()
  return {
    product: async (id) => (await d.products.get(id)) ?? held()?.products.get(id),
    tier: async (id) => (await d.productTiers.get(id)) ?? held()?.productTiers.get(id),
    option: async (id) => (await d.pricingOptions.get(id)) ?? held()?.pricingOptions.get(id),
    optionsOfTier: async (tierId) => {
      const stored = await d.pricingOptions.where('productTierId').equals(tierId).toArray()
      const inMemory = held()
      return stored.length || !inMemory ? stored : [...inMemory.pricingOptions.values()].filter((o) => o.productTierId === tierId)
    },
  }
}
