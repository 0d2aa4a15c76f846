// Bulk reads for the two marketplaces: every vendor's and product's pricing options at once, so the
// price filter, the price sort and the cards' price lines agree and no card reads on its own.
import { useMemo } from 'react'
import { useCatalogQuery } from './catalog-query'
import { pricingEntriesByVendor, type PriceFigure, type PricedPlan } from '../../../sync/rules/price-figure'
import type { PricingOption } from '../../../sync/schemas'
import { catalogueReadable, useSyncStatus, type CataloguePart } from '../../sync/base/status-store'

/**
 * Pricing options grouped by vendor (option -> tier -> product -> vendor); undefined while reading, or
 * until `enabled` (a list asks once its rows are shown: its cards read their own price lines meanwhile,
 * and this read of every product's vendor would otherwise hold up the list's own).
 */
export function useVendorPricingEntries(enabled = true): Map<number, PricingOption[]> | undefined {
  return useCatalogQuery(async (read) => {
    if (!enabled) return undefined
    const { tiers, options } = await read.pricingLinks()
    // No options, no entries: every product's vendor need not be read.
    return pricingEntriesByVendor(options.length ? await read.productVendors() : [], tiers, options)
  }, [enabled])
}

/**
 * A list's price figure of a row from pricing read in bulk (undefined until it is), computed once per
 * row object while the pricing and the currency stay: memoised cards keep the figure they were given.
 */
export function useListFigures<T extends { id: number }>(
  pricing: Map<number, PricingOption[]> | undefined, currency: string,
  figure: (row: T, plans: readonly PricedPlan[], currency: string) => PriceFigure,
): (row: T) => PriceFigure | undefined {
  return useMemo(() => {
    const figures = new WeakMap<T, PriceFigure>()
    return (row: T) => {
      if (!pricing) return undefined
      let known = figures.get(row)
      if (!known) figures.set(row, (known = figure(row, pricing.get(row.id) ?? [], currency)))
      return known
    }
  }, [pricing, currency, figure])
}

/** Pricing options grouped by product (option -> tier -> product); undefined while reading. */
export function useProductPricingEntries(): Map<number, PricingOption[]> | undefined {
  return useCatalogQuery(async (read) => {
    const { tiers, options } = await read.pricingLinks()
    const productOfTier = new Map(tiers.map(({ id, productId }) => [id, productId]))
    const byProduct = new Map<number, PricingOption[]>()
    for (const option of options) {
      const productId = productOfTier.get(option.productTierId)
      if (productId === undefined) continue
      const list = byProduct.get(productId)
      if (list) list.push(option)
      else byProduct.set(productId, [option])
    }
    return byProduct
  }, [])
}

/**
 * Whether a list read from the copy can be shown: it is read, the first download (if one is under way)
 * has brought its part ('start': the small tables and the first vendors; 'lead': every vendor; 'all':
 * the products too),
 * and an empty copy counts as "none" only once a sync has finished, failed, or cannot run (offline).
 */
export function useCopyReady(rows: readonly unknown[] | undefined, part: CataloguePart = 'all'): boolean {
  const readable = useSyncStatus((s) => catalogueReadable(s, part))
  const settled = useSyncStatus((s) => !s.online || s.error !== null || s.lastSyncedAt !== null)
  return rows !== undefined && readable && (rows.length > 0 || settled)
}
