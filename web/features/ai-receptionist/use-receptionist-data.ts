// What the receptionist reads from the local copy (so it works offline): vendors, their pricing options,
// the categories and the integrations vendors list most, and whether the copy is ready.
import { useMemo } from 'react'
import { popularIntegrations } from '../../../sync/rules/vendor-recommendation'
import { useCategories, useVendors } from '../../data/catalog/catalog-hooks'
import { useCopyReady, useVendorPricingEntries } from '../../data/catalog/marketplace-hooks'
import type { PricingOption } from '../../../sync/schemas'
import type { QuestionChoices } from './questions'

export function useReceptionistData() {
  const vendors = useVendors()
  const pricing = useVendorPricingEntries()
  const categories = useCategories()
  const ready = useCopyReady(vendors) && pricing !== undefined && categories !== undefined
  const choices = useMemo<QuestionChoices>(() => ({
    categories: (categories ?? []).map((c) => ({ value: c.slug, label: c.name })),
    integrations: popularIntegrations(vendors ?? []).map((name) => ({ value: name, label: name })),
  }), [categories, vendors])
  const categoryName = useMemo(() => {
    const names = new Map((categories ?? []).map((c) => [c.slug.toLowerCase(), c.name]))
    return (slug: string | null) => (slug ? (names.get(slug.toLowerCase()) ?? null) : null)
  }, [categories])
  return { ready, vendors: vendors ?? [], pricing: pricing ?? new Map<number, PricingOption[]>(), choices, categoryName }
}
