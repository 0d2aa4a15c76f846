// The Vendor Marketplace filters: category as a single choice (radio; "All Categories"
// empties it; 6 shown until "Show more"), rating as a single choice too ("4.0+" includes "3.0+", so both
// at once meant nothing; "Any rating" empties it), price range, deployment and certification as
// checkboxes (certifications must all be held; each shows how many local vendors hold it), and Clear All.
import { Button, Flex, Heading, Separator, Stack } from '@chakra-ui/react'
import { useMemo } from 'react'
import { categoryMatches } from '../../../sync/rules/category-match'
import { localDay } from '../../../sync/rules/dates'
import { CERTIFICATIONS } from '../../../sync/rules/trust-profile'
import {
  certificationCounts, DEPLOYMENT_OPTIONS, EMPTY_VENDOR_FILTERS, PRICE_RANGES, RATING_THRESHOLDS, type VendorFilters,
} from '../../../sync/rules/vendor-filters'
import type { Category, Vendor } from '../../../sync/schemas'
import { CheckboxGroup, RadioChoiceGroup } from '../../components/catalog/choice-group'

/** The category list shows 6 until expanded. */
export const VISIBLE_CATEGORIES = 6

export interface VendorFilterPanelProps {
  filters: VendorFilters
  onChange: (filters: VendorFilters) => void
  categories: readonly Category[]
  vendors: readonly Vendor[]
  /** The side panel titles itself; the drawer has its own title. */
  showHeading?: boolean
}

export function VendorFilterPanel({ filters, onChange, categories, vendors, showHeading = true }: VendorFilterPanelProps) {
  const categoryChoices = useMemo(
    () => categories.map((c) => ({ value: c.slug, label: `${c.name} (${vendors.filter((v) => categoryMatches(v.category, c.slug)).length})` })),
    [categories, vendors],
  )
  const certificationChoices = useMemo(() => {
    const counts = certificationCounts(vendors, localDay(new Date()))
    return CERTIFICATIONS.map((c) => ({ value: c.value, label: `${c.label} (${counts[c.value]})` }))
  }, [vendors])
  const set = (patch: Partial<VendorFilters>) => onChange({ ...filters, ...patch })
  return (
    <Stack gap="5" data-testid="vendor-filters">
      <Flex justify={showHeading ? 'space-between' : 'flex-end'} align="center" gap="2">
        {showHeading && <Heading as="h2" size="md">Filters</Heading>}
        <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_VENDOR_FILTERS)}>Clear All</Button>
      </Flex>
      <RadioChoiceGroup legend="Category" allLabel="All Categories" choices={categoryChoices} limit={VISIBLE_CATEGORIES}
        selected={filters.categories[0] ?? null} onChange={(slug) => set({ categories: slug ? [slug] : [] })} />
      <Separator />
      <CheckboxGroup legend="Price Range" choices={PRICE_RANGES} selected={filters.priceRanges} onChange={(priceRanges) => set({ priceRanges })} />
      <Separator />
      <RadioChoiceGroup legend="Rating" allLabel="Any rating" choices={RATING_THRESHOLDS} selected={filters.ratings[0] ?? null}
        onChange={(rating) => set({ ratings: rating === null ? [] : [rating] })} />
      <Separator />
      <CheckboxGroup legend="Deployment" choices={DEPLOYMENT_OPTIONS} selected={filters.deploymentOptions}
        onChange={(deploymentOptions) => set({ deploymentOptions })} />
      <Separator />
      <CheckboxGroup legend="Certification" choices={certificationChoices} selected={filters.certifications}
        onChange={(certifications) => set({ certifications })} />
    </Stack>
  )
}
