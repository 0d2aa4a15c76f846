// /subscribe/{productId}: choose a plan (tier and pricing option) and the number of users, see the price
// breakdown and the trial, and send a subscription request (no card payment: the request is recorded and
// reviewed). Reads the local copy, so it works offline; a request made offline is sent on reconnecting.
import { Box, Button, Container, Heading, Link, Spinner, Flex, Text } from '@chakra-ui/react'
import { useParams, Link as RouterLink } from 'react-router'
import { usePageTitle } from '../../components/use-page-title'
import { useSubscribeProduct } from '../../data/account/orders-plans'
import { ExtendedChakra } from '../../theme/extended-system'
import { SubscribeForm } from './subscribe-form'
import { subscribablePlans } from './subscribe-choice'

export default function SubscribeScreen() {
  usePageTitle('Subscribe')
  const { productId } = useParams()
  const page = useSubscribeProduct(productId)
  return (
    <ExtendedChakra>
      <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">Subscribe</Heading>
        {page.status === 'loading' ? (
          <Flex justify="center" py="12"><Spinner size="lg" color="brand.solid" aria-label="Loading the product" /></Flex>
        ) : page.status === 'missing' ? (
          <Box py="8">
            <Heading as="h2" size="lg" mb="2">Product not found</Heading>
            <Text color="fg.muted" mb="6">We couldn't find the product you want to subscribe to. It may have been removed or the link may be incorrect.</Text>
            <Button asChild><RouterLink to="/products">Browse all products</RouterLink></Button>
          </Box>
        ) : (
          <>
            <Text color="fg.muted" fontSize="lg" mb="6">
              <Link asChild color="brand.fg" fontWeight="semibold"><RouterLink to={`/products/${page.detail.product.slug}`}>{page.detail.product.name}</RouterLink></Link>
              {page.detail.vendor && ` by ${page.detail.vendor.name}`}
            </Text>
            {subscribablePlans(page.detail.plans).length === 0 ? (
              <Text>This product has no published plans to subscribe to: contact the vendor for pricing.</Text>
            ) : (
              <SubscribeForm key={page.detail.product.id} detail={page.detail} />
            )}
          </>
        )}
      </Container>
    </ExtendedChakra>
  )
}
