// Product Marketplace (/products, with real filters):
// a header with the product count badge, the filter panel (left drawer on small screens), the sorted
// "All Products" cards with the count, a page at a time, and the empty state. The query lives in the address.
import { Badge, Button, Container, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { countText } from '../../../sync/rules/money'
import { BrowseLayout } from '../../components/catalog/browse-layout'
import { CatalogResults } from '../../components/catalog/catalog-results'
import { ProductCard } from '../../components/catalog/product-card'
import { SortSelect } from '../../components/catalog/sort-select'
import { useQueryState } from '../../components/catalog/use-query-state'
import { useScreenShown } from '../../components/screen-shown'
import { ProductFilterPanel } from './product-filter-panel'
import { activeProductFilterCount, EMPTY_PRODUCT_QUERY, parseProductQuery, PRODUCT_SORTS, productQueryParams, type ProductQuery } from './product-query'
import { useProductListing } from './use-product-listing'

export function ProductMarketplaceScreen() {
  const [query, setQuery, queryKey] = useQueryState(parseProductQuery, productQueryParams)
  const update = (patch: Partial<ProductQuery>) => setQuery({ ...query, ...patch })
  const { products, total, categoryChoices, vendorChoices, priceFigureOf } = useProductListing(query)
  const filterCount = activeProductFilterCount(query)
  useScreenShown(products !== undefined)

  return (
    <Container maxW="8xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb={{ base: '6', md: '8' }}>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>Product Marketplace</Heading>
          {total !== undefined && <Badge colorPalette="brand" variant="subtle" size="lg" data-testid="product-count-badge">{countText(total, 'product', 'products')}</Badge>}
        </HStack>
        <Text color="fg.muted" maxW="3xl">Browse every product from our vetted vendors, with pricing and key features. Add up to 4 to a comparison.</Text>
      </Stack>
      {products === undefined ? (
        <Flex justify="center" py="20"><Spinner size="lg" color="brand.solid" aria-label="Loading products" /></Flex>
      ) : (
        <BrowseLayout panelLabel="Product filters" activeFilters={filterCount} resultCount={products.length}
          search={query.search} onClearSearch={() => update({ search: '' })}
          panel={(inDrawer) => (
            <ProductFilterPanel query={query} onChange={update} categoryChoices={categoryChoices} vendorChoices={vendorChoices} showHeading={!inDrawer} />
          )}>
          <CatalogResults title="All Products" items={products} noun={['product', 'products']} keyOf={(p) => p.id} resetKey={queryKey}
            aside={<SortSelect value={query.sort} options={PRODUCT_SORTS} onChange={(sort) => update({ sort })} />}
            render={(p) => <ProductCard product={p} priceFigure={priceFigureOf(p)} />}
            empty={{
              title: 'No products found',
              hint: 'Try adjusting your search or filter criteria.',
              action: filterCount > 0 || query.search
                ? <Button variant="outline" size="sm" mt="2" onClick={() => update({ ...EMPTY_PRODUCT_QUERY, sort: query.sort })}>Clear filters and search</Button>
                : undefined,
            }} />
        </BrowseLayout>
      )}
    </Container>
  )
}
