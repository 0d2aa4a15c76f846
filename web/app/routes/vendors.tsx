// Vendor Marketplace, first cut: every vendor from the local copy (so it works offline), featured
// first. The full screen (filters, sort, cards) replaces this list.
import { Container, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { useVendors } from '../../data/catalog-hooks'
import { usePageTitle } from '../use-page-title'

export default function VendorsRoute() {
  usePageTitle('Vendor Marketplace')
  const vendors = useVendors()
  return (
    <Container maxW="8xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="4">Vendor Marketplace</Heading>
      {vendors === undefined ? (
        <Spinner aria-label="Loading vendors" />
      ) : (
        <>
          <Heading as="h2" size="lg" mb="3">All Vendors ({vendors.length})</Heading>
          {vendors.length === 0 && <Text>No vendors found</Text>}
          <Stack as="ul" gap="1" listStyleType="none">
            {vendors.map((v) => (
              <li key={v.id}>
                <Link asChild><RouterLink to={`/vendors/${v.slug}`}>{v.name}</RouterLink></Link>
              </li>
            ))}
          </Stack>
        </>
      )}
    </Container>
  )
}
