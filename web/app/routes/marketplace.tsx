// Technology Marketplace, first cut: the search results for ?search= from the local index (so search
// works offline): the first 3 vendors and the first 3 products. The full hub replaces this screen.
import { Container, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { LANDING_LIMITS, searchCatalog, type CatalogResults } from '../../search/search-client'
import { usePageTitle } from '../use-page-title'

export default function MarketplaceRoute() {
  usePageTitle('Technology Marketplace')
  const [params] = useSearchParams()
  const term = params.get('search')?.trim() ?? ''
  const [results, setResults] = useState<CatalogResults | null>(null)
  useEffect(() => {
    let live = true
    setResults(null)
    if (term) searchCatalog(term, LANDING_LIMITS).then((r) => live && setResults(r), (err) => console.error('Search failed', err))
    return () => {
      live = false
    }
  }, [term])
  return (
    <Container maxW="8xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="4">Technology Marketplace</Heading>
      {!term && <Text color="fg.muted">Search the whole catalogue and browse featured vendors, products and categories.</Text>}
      {term && !results && <Spinner aria-label="Searching" />}
      {results && (
        <section aria-label={`Results for ${term}`}>
          <Heading as="h2" size="lg" mb="2">Results for “{term}”</Heading>
          {results.vendors.length + results.products.length === 0 && <Text>No results</Text>}
          <Stack as="ul" gap="1" listStyleType="none">
            {results.vendors.map((v) => (
              <li key={`v${v.id}`}><Link asChild><RouterLink to={`/vendors/${v.slug}`}>{v.name}</RouterLink></Link> <Text as="span" color="fg.muted">vendor</Text></li>
            ))}
            {results.products.map((p) => (
              <li key={`p${p.id}`}><Link asChild><RouterLink to={`/products/${p.slug}`}>{p.name}</RouterLink></Link> <Text as="span" color="fg.muted">product</Text></li>
            ))}
          </Stack>
        </section>
      )}
    </Container>
  )
}
