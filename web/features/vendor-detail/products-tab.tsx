// Products tab: the vendor's products with a type filter (All/Software/Hardware), a category filter and
// a sort (name, price or category), as cards; "No Products Found" when the filters leave nothing or the
// vendor has no products. Filtering and sorting are the shared rules in sync/rules/product-filters.ts.
import { Box, Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { countText } from '../../../sync/rules/money'
import {
  EMPTY_PRODUCT_FILTERS, filterProducts, productCategories, sortProducts, type ProductSort, type ProductType,
} from '../../../sync/rules/product-filters'
import type { Vendor } from '../../../sync/schemas'
import type { VendorProduct } from '../../data/catalog/vendor-detail-hooks'
import { FilterSelect } from './filter-select'
import { VendorProductCard } from './vendor-product-card'

type TypeChoice = 'all' | ProductType
const ALL = 'all'

type Props = { vendor: Vendor; products: VendorProduct[] | undefined }

export function ProductsTab({ vendor, products }: Props) {
  const [type, setType] = useState<TypeChoice>(ALL)
  const [category, setCategory] = useState(ALL)
  const [sort, setSort] = useState<ProductSort>('name')
  const statusId = useId()
  if (!products) return <Skeleton h="64" rounded="xl" />

  const filters = { ...EMPTY_PRODUCT_FILTERS, types: type === ALL ? [] : [type], categories: category === ALL ? [] : [category] }
  const startingPrice = (p: VendorProduct) => p.startingPrice
  const shown = sortProducts(filterProducts(products, filters, startingPrice), sort, startingPrice)
  const filtered = type !== ALL || category !== ALL
  const clear = () => {
    setType(ALL)
    setCategory(ALL)
  }

  return (
    <Stack as="section" aria-labelledby="products-heading" gap="5">
      <Heading as="h2" id="products-heading" size="lg">Products ({products.length})</Heading>
      {products.length > 0 && (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" maxW="3xl" aria-label={`Filter and sort ${vendor.name} products`} role="group">
          <FilterSelect label="Type" value={type} onChange={(v) => setType(v as TypeChoice)}
            options={[{ value: ALL, label: 'All' }, { value: 'software', label: 'Software' }, { value: 'hardware', label: 'Hardware' }]} />
          <FilterSelect label="Category" value={category} onChange={setCategory}
            options={[{ value: ALL, label: 'All categories' }, ...productCategories(products).map((c) => ({ value: c, label: c }))]} />
          <FilterSelect label="Sort by" value={sort} onChange={(v) => setSort(v as ProductSort)}
            options={[{ value: 'name', label: 'Name' }, { value: 'price', label: 'Price' }, { value: 'category', label: 'Category' }]} />
        </SimpleGrid>
      )}
      <Text id={statusId} role="status" fontSize="sm" color="fg.muted">
        {filtered && products.length > 0 ? `Showing ${shown.length} of ${countText(products.length, 'product', 'products')}` : ''}
      </Text>
      {shown.length === 0 ? (
        <Box textAlign="center" py="10" px="4" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="xl">
          <Heading as="h3" size="md" mb="2">No Products Found</Heading>
          <Text color="fg.muted">
            {products.length === 0 ? "This vendor doesn't have any products listed yet." : 'Try adjusting your filters to see more products.'}
          </Text>
          {products.length > 0 && <Button mt="4" size="sm" variant="outline" onClick={clear}>Clear filters</Button>}
        </Box>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="5" aria-label={`${vendor.name} products`}>
          {shown.map((product) => <li key={product.id}><VendorProductCard product={product} vendor={vendor} /></li>)}
        </SimpleGrid>
      )}
    </Stack>
  )
}
