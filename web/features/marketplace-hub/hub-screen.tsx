// The Technology Marketplace hub (/marketplace?search=&category=): the search box,
// the results of ?search= (3 vendors + 3 products), the vendors of ?category=, the fixed "35+" verified
// badge, Featured Vendors (6), Featured Products (6) and Browse by Category. A spinner stands in for
// the catalogue sections until all of their data has been read from the local copy.
import { Box, Container, Flex, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { ProductCard, VendorCard } from '../../components/catalog'
import { CategoryGrid } from '../../components/category-grid/category-grid'
import { SearchBox } from '../../components/search-box/search-box'
import { useCategories, useFeaturedVendors } from '../../data/catalog/catalog-hooks'
import { useCopySettled, useFeaturedProducts, useFirstLoadActive, useVendorCountsByCategory } from '../../data/catalog/home-hooks'
import { CategoryVendors } from './category-vendors'
import { HubSection } from './hub-section'
import { SearchResults } from './search-results'

export const HUB_FEATURED_COUNT = 6
/** The hub's fixed claim; the hub and the menu both claim 35+. */
export const HUB_VERIFIED_CLAIM = '35+'

export function MarketplaceHubScreen() {
  const [params] = useSearchParams()
  const term = params.get('search')?.trim() ?? ''
  const category = params.get('category')?.trim() || null
  const firstLoad = useFirstLoadActive()
  const settled = useCopySettled()
  const vendors = useFeaturedVendors(HUB_FEATURED_COUNT)
  const products = useFeaturedProducts(HUB_FEATURED_COUNT)
  const categories = useCategories()
  const counts = useVendorCountsByCategory(categories?.map((c) => c.slug))
  // "All data has loaded": every read answered, the first download (if any) finished, and an empty
  // copy only once a sync has said it really is empty.
  const loaded = !!vendors && !!products && !!categories && !!counts && !firstLoad && (categories.length > 0 || settled)

  return (
    <Container maxW="8xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Stack gap="4" maxW="3xl">
        <HStack data-testid="hub-verified-badge" alignSelf="flex-start" px="3" py="1" rounded="full" bg="brand.subtle" color="brand.fg" fontSize="sm" fontWeight="semibold">
          {HUB_VERIFIED_CLAIM} Verified Vendors
        </HStack>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>Technology Marketplace</Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          Search the whole catalogue, or start from featured vendors, featured products and categories.
        </Text>
        {/* Keyed by the search, so a new search (from the header, say) shows its own text. */}
        <SearchBox key={term} variant="large" initialText={term} />
      </Stack>

      {term && <SearchResults term={term} />}
      {category && <CategoryVendors slug={category} />}

      {!loaded ? (
        <Flex justify="center" py="16" role="status" aria-label="Loading the marketplace">
          <Spinner size="lg" color="brand.solid" />
        </Flex>
      ) : (
        <>
          <HubSection id="hub-featured-vendors" title="Featured Vendors" link={{ to: '/vendors', label: 'View all vendors' }}>
            <CardGrid>{vendors.map((v) => <Box as="li" key={v.id}><VendorCard vendor={v} /></Box>)}</CardGrid>
          </HubSection>
          <HubSection id="hub-featured-products" title="Featured Products" link={{ to: '/products', label: 'View all products' }}>
            <CardGrid>{products.map((p) => <Box as="li" key={p.id}><ProductCard product={p} /></Box>)}</CardGrid>
          </HubSection>
          <HubSection id="hub-categories" title="Browse by Category">
            <CategoryGrid categories={categories} counts={counts} placeholders={categories.length} largeColumns={4}
              linkFor={(slug) => `/vendors?category=${encodeURIComponent(slug)}`} />
          </HubSection>
        </>
      )}
    </Container>
  )
}

function CardGrid({ children }: { children: ReactNode }) {
  return <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">{children}</SimpleGrid>
}
