// The hub's results for ?search=: up to 6, the first 3 vendors plus the first 3 products, each leading
// to its detail page; how many match in all, and "See all N vendors" / "See all N products" to the
// marketplaces' lists of every match (/vendors?search=, /products?search=), where the filters apply.
import { Badge, Box, Flex, Heading, Link, SimpleGrid, Spinner, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { countText } from '../../../sync/rules/money'
import { CatalogLogo } from '../../components/catalog'
import type { ProductHit, VendorHit } from '../../search/search-client'
import { useLandingSearch } from './use-landing-search'

export function SearchResults({ term }: { term: string }) {
  const results = useLandingSearch(term)
  const title = `Results for “${term}”`
  const rows = results
    ? [
        ...results.vendors.map((hit) => ({ key: `v${hit.id}`, hit, kind: 'Vendor', path: `/vendors/${hit.slug}`, by: null })),
        ...results.products.map((hit: ProductHit) => ({ key: `p${hit.id}`, hit, kind: 'Product', path: `/products/${hit.slug}`, by: hit.vendor })),
      ]
    : []
  return (
    <Box as="section" aria-label={title} mt="8">
      <Heading as="h2" size="xl" mb="4">{title}</Heading>
      {!results && <Spinner color="brand.solid" aria-label="Searching" />}
      {results && rows.length === 0 && (
        <Text color="fg.muted">No vendors or products match “{term}”. Try another word, or browse the categories below.</Text>
      )}
      {results && rows.length > 0 && (
        <Text color="fg.muted" mb="3" data-testid="search-counts">
          {countText(results.vendorCount, 'vendor', 'vendors')} and {countText(results.productCount, 'product', 'products')} match.
        </Text>
      )}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="3">
        {rows.map((row) => (
          <Box as="li" key={row.key}>
            <ResultLink hit={row.hit} kind={row.kind} path={row.path} by={row.by} />
          </Box>
        ))}
      </SimpleGrid>
      {results && (results.vendorCount > results.vendors.length || results.productCount > results.products.length) && (
        <Flex gap="5" wrap="wrap" mt="4">
          {results.vendorCount > results.vendors.length && <SeeAll to={`/vendors?${new URLSearchParams({ search: term })}`}>See all {results.vendorCount} vendors</SeeAll>}
          {results.productCount > results.products.length && <SeeAll to={`/products?${new URLSearchParams({ search: term })}`}>See all {results.productCount} products</SeeAll>}
        </Flex>
      )}
    </Box>
  )
}

function SeeAll({ to, children }: { to: string; children: ReactNode }) {
  return <Link asChild color="brand.fg" fontWeight="semibold"><RouterLink to={to}>{children} →</RouterLink></Link>
}

function ResultLink({ hit, kind, path, by }: { hit: VendorHit; kind: string; path: string; by: ProductHit['vendor'] }) {
  return (
    <Flex align="center" gap="3" p="3" h="full" rounded="lg" borderWidth="1px" bg="bg.panel" position="relative" minW="0">
      <CatalogLogo sources={[hit.logoUrl, by?.logoUrl]} name={hit.name} size={40} />
      <Box minW="0" flex="1">
        {/* The name is the link; it stretches over the whole tile so the tile is one click target. */}
        <Link asChild fontWeight="semibold" color="fg" _after={{ content: '""', position: 'absolute', inset: '0' }}>
          <RouterLink to={path}>{hit.name}</RouterLink>
        </Link>
        {by && <Text fontSize="sm" color="fg.muted" truncate>by {by.name}</Text>}
      </Box>
      <Badge variant="subtle" colorPalette={kind === 'Vendor' ? 'brand' : 'gray'}>{kind}</Badge>
    </Flex>
  )
}
