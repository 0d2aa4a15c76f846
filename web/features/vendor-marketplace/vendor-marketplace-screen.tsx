// Vendor Marketplace (/vendors): the filter panel at the left on large screens and in a
// left drawer on small ones, the sorted "All Vendors" grid with its count, and the empty state. The
// query (category, search, other filters, sort) lives in the address; a spinner shows until data is read.
// The list follows the query as a deferred value: a click in the panel or the sort select is painted at
// once, and filtering and sorting 10,000 vendors and drawing the new cards come after that paint.
import { Button, Container, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { useDeferredValue } from 'react'
import { categoryName } from '../../../sync/rules/category-name'
import { EMPTY_VENDOR_FILTERS } from '../../../sync/rules/vendor-filters'
import { BrowseLayout } from '../../components/catalog/browse-layout'
import { CatalogResults } from '../../components/catalog/catalog-results'
import { SortSelect } from '../../components/catalog/sort-select'
import { useQueryState } from '../../components/catalog/use-query-state'
import { useScreenShown } from '../../components/screen-shown'
import { VendorCardView } from '../../components/catalog/vendor-card'
import { useComparedVendorIds } from '../../data/account/compare'
import { useCategories } from '../../data/catalog/catalog-hooks'
import { useVendorListing } from './use-vendor-listing'
import { VendorFilterPanel } from './vendor-filter-panel'
import { activeFilterCount, parseVendorQuery, VENDOR_SORTS, vendorQueryParams, type VendorQuery } from './vendor-query'

export function VendorMarketplaceScreen() {
  const [query, setQuery, queryKey] = useQueryState(parseVendorQuery, vendorQueryParams)
  const update = (patch: Partial<VendorQuery>) => setQuery({ ...query, ...patch })
  const listedQuery = useDeferredValue(query)
  const listedKey = useDeferredValue(queryKey)
  const { vendors, all, priceFigureOf } = useVendorListing(listedQuery)
  const categories = useCategories()
  const compared = useComparedVendorIds()
  const filterCount = activeFilterCount(query.filters)
  useScreenShown(vendors !== undefined && categories !== undefined)
  const clearAll = () => update({ filters: EMPTY_VENDOR_FILTERS, search: '' })

  return (
    <Container maxW="8xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb={{ base: '6', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>Vendor Marketplace</Heading>
        <Text color="fg.muted" maxW="3xl">Compare vetted technology vendors by category, price, rating and deployment, then add the best to your Quick Compare Board.</Text>
      </Stack>
      {vendors === undefined || categories === undefined ? (
        <Flex justify="center" py="20"><Spinner size="lg" color="brand.solid" aria-label="Loading vendors" /></Flex>
      ) : (
        <BrowseLayout panelLabel="Vendor filters" activeFilters={filterCount} resultCount={vendors.length}
          search={query.search} onClearSearch={() => update({ search: '' })}
          panel={(inDrawer) => (
            <VendorFilterPanel filters={query.filters} onChange={(filters) => update({ filters })} categories={categories}
              vendors={all ?? []} showHeading={!inDrawer} />
          )}>
          <CatalogResults title="All Vendors" items={vendors} noun={['vendor', 'vendors']} keyOf={(v) => v.id} resetKey={listedKey}
            aside={<SortSelect value={query.sort} options={VENDOR_SORTS} onChange={(sort) => update({ sort })} />}
            render={(v) => <VendorCardView vendor={v} priceFigure={priceFigureOf(v)} categoryName={categoryName(v.category, categories)} compared={compared.has(v.id)} />}
            empty={{
              title: 'No vendors found',
              hint: 'Try adjusting your filters or search terms.',
              action: filterCount > 0 || query.search ? <Button variant="outline" size="sm" mt="2" onClick={clearAll}>Clear filters and search</Button> : undefined,
            }} />
        </BrowseLayout>
      )}
    </Container>
  )
}
