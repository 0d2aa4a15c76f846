// Vendor detail, first cut: the vendor from the local copy (works offline, even for a page never
// opened before) with Save. The full screen (tabs, ratings, pricing, products) replaces it.
import { Button, Container, Heading, Link, Spinner, Text } from '@chakra-ui/react'
import { Link as RouterLink, useParams } from 'react-router'
import { useVendorBySlug } from '../../data/catalog-hooks'
import { toggleFavorite, useIsFavorite } from '../../data/favorites'
import { useSession } from '../../data/session'
import { usePageTitle } from '../use-page-title'

export default function VendorDetailRoute() {
  const { slug } = useParams()
  const vendor = useVendorBySlug(slug)
  const signedIn = useSession((s) => s.user !== null)
  const saved = useIsFavorite('vendor', vendor?.id)
  usePageTitle(vendor === null ? 'Vendor Not Found' : (vendor?.name ?? 'Vendor'))
  if (vendor === undefined) return <Spinner m="8" aria-label="Loading vendor" />
  if (vendor === null) {
    return (
      <Container maxW="3xl" py="12">
        <Heading as="h1" mb="3">Vendor Not Found</Heading>
        <Text mb="4">We couldn't find the vendor you're looking for. It may have been removed or you might have followed an incorrect link.</Text>
        <Link asChild><RouterLink to="/marketplace">Back to the marketplace</RouterLink></Link>
      </Container>
    )
  }
  return (
    <Container maxW="8xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">{vendor.name}</Heading>
      <Text color="fg.muted" mb="4">{vendor.description}</Text>
      {signedIn && (
        <Button size="sm" variant="outline" aria-pressed={saved} onClick={() => void toggleFavorite('vendor', vendor.id)}>
          {saved ? 'Saved' : 'Save'}
        </Button>
      )}
    </Container>
  )
}
