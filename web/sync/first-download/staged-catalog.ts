// The catalogue of a first download, in memory, while its rows are still being written one record each
// (docs/sync.md, "Browsable before every row has its own record"). Putting 60,000 rows into their
// tables takes IndexedDB 4 s on one Chromium and over 30 s on another, whatever the app does; the
// staged answers (staged-download.ts) are on the device long before. So the catalogue screens read the
// parsed answers from here until the tables are filled: every vendor, product, category, tier and
// pricing option the download brought, with the same last-change-wins order the tables will end with.
// The staged answers stay durable: a reload in the middle reads them back into this view (pull.ts).
import type { Change } from '../../../sync/protocol/changes'
import type { Category, PricingOption, Product, ProductTier, Vendor } from '../../../sync/schemas'

export interface StagedCatalog {
  vendors: Map<number, Vendor>
  products: Map<number, Product>
  categories: Map<number, Category>
  productTiers: Map<number, ProductTier>
  pricingOptions: Map<number, PricingOption>
}

type StagedTable = keyof StagedCatalog
const TABLE_OF_ENTITY: Partial<Record<Change['entity'], StagedTable>> = {
  vendor: 'vendors',
  product: 'products',
  category: 'categories',
  productTier: 'productTiers',
  pricingOption: 'pricingOptions',
}

let current: StagedCatalog | null = null
/**
 * The download's changes of every other table (blog, resources, the person's own rows...), not yet
 * written: a few hundred rows, written to their tables at once (pull.ts) so the screens that read
 * those tables need not wait for the catalogue's thousands. Writing them again later, in order with
 * the rest, changes nothing.
 */
let others: Change[] = []

const empty = (): StagedCatalog => ({ vendors: new Map(), products: new Map(), categories: new Map(), productTiers: new Map(), pricingOptions: new Map() })

/** Adds one staged answer's catalogue changes, in feed order (a later change of a row replaces it). */
export function foldStaged(changes: readonly Change[]): void {
  const catalog = (current ??= empty())
  for (const c of changes) {
    const table = TABLE_OF_ENTITY[c.entity]
    if (!table) {
      others.push(c)
      continue
    }
    const rows = catalog[table] as Map<number, unknown>
    if (c.op === 'put' && c.data) rows.set(c.id, c.data)
    else rows.delete(c.id)
  }
}

/** The first download's catalogue so far, or null when no first download is held in memory. */
export function stagedCatalog(): StagedCatalog | null {
  return current
}

/** The changes of the other tables folded since the last call, in feed order. */
export function takeOtherChanges(): Change[] {
  const taken = others
  others = []
  return taken
}

/** Forgets the view: the tables hold every row now, or the staged answers were thrown away. */
export function dropStagedCatalog(): void {
  current = null
  others = []
}
