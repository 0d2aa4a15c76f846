// The Product Marketplace filters: type, category (6 shown until "Show more"), vendor (a select: the
// catalogue may hold thousands of vendors) and price range, with Clear All.
import { Button, chakra, Flex, Heading, Separator, Stack } from '@chakra-ui/react'
import { useId } from 'react'
import { PRICE_RANGES } from '../../../sync/rules/vendor-filters'
import { CheckboxGroup, type Choice } from '../../components/catalog/choice-group'
import { PRODUCT_TYPE_CHOICES, type ProductQuery } from './product-query'

export const VISIBLE_PRODUCT_CATEGORIES = 6

export interface ProductFilterPanelProps {
  query: ProductQuery
  onChange: (patch: Partial<ProductQuery>) => void
  categoryChoices: readonly Choice<string>[]
  vendorChoices: readonly Choice<string>[]
  showHeading?: boolean
}

export function ProductFilterPanel({ query, onChange, categoryChoices, vendorChoices, showHeading = true }: ProductFilterPanelProps) {
  const vendorSelectId = useId()
  return (
    <Stack gap="5" data-testid="product-filters">
      <Flex justify={showHeading ? 'space-between' : 'flex-end'} align="center" gap="2">
        {showHeading && <Heading as="h2" size="md">Filters</Heading>}
        <Button variant="ghost" size="sm" onClick={() => onChange({ types: [], categories: [], vendors: [], priceRanges: [] })}>Clear All</Button>
      </Flex>
      <CheckboxGroup legend="Type" choices={PRODUCT_TYPE_CHOICES} selected={query.types} onChange={(types) => onChange({ types })} />
      <Separator />
      <CheckboxGroup legend="Category" choices={categoryChoices} selected={query.categories} limit={VISIBLE_PRODUCT_CATEGORIES}
        onChange={(categories) => onChange({ categories })} />
      <Separator />
      <Stack gap="2">
        <chakra.label htmlFor={vendorSelectId} fontWeight="semibold" fontSize="sm">Vendor</chakra.label>
        <chakra.select id={vendorSelectId} value={query.vendors[0] ?? ''} onChange={(e) => onChange({ vendors: e.target.value ? [e.target.value] : [] })}
          h="9" px="3" borderWidth="1px" borderColor="border" borderRadius="md" bg="bg.panel" color="fg" fontSize="sm" width="full">
          <option value="">All Vendors</option>
          {vendorChoices.map((v) => <option key={v.value} value={v.value}>{v.label}</option>)}
        </chakra.select>
      </Stack>
      <Separator />
      <CheckboxGroup legend="Price Range" choices={PRICE_RANGES} selected={query.priceRanges} onChange={(priceRanges) => onChange({ priceRanges })} />
    </Stack>
  )
}
