// The home page's hero: the headline, the shared search box, the three ways in (marketplace, vendors,
// products), the verified-vendor badge and floating cards of the first 8 featured vendors.
import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import type { Category } from '../../../sync/schemas'
import { SearchBox } from '../../components/search-box/search-box'
import { FloatingVendorCards } from './floating-vendor-cards'
import { VerifiedVendorBadge } from './verified-vendor-badge'

export const HOME_HEADLINE = 'Discover Vetted Technology'

const ENTRY_LINKS = [
  { label: 'Explore the Marketplace', to: '/marketplace', variant: 'solid' },
  { label: 'Browse Vendors', to: '/vendors', variant: 'outline' },
  { label: 'Browse Products', to: '/products', variant: 'outline' },
] as const

export function Hero({ categories, loading }: { categories: Category[] | undefined; loading: boolean }) {
  return (
    <Box as="section" aria-labelledby="home-headline" bgGradient="to-br" gradientFrom="brand.subtle" gradientTo="bg" borderBottomWidth="1px">
      <Container maxW="8xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '12' }} alignItems="center">
          <Stack gap="6" minW="0">
            <VerifiedVendorBadge />
            <Heading as="h1" id="home-headline" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1" letterSpacing="tight">
              {HOME_HEADLINE}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="xl">
              Search, compare and buy software, hardware and technology services from vendors we have vetted
              for you, with honest ratings, clear pricing and one place to buy.
            </Text>
            <Box maxW="xl">
              <SearchBox variant="large" />
            </Box>
            <Flex gap="3" wrap="wrap">
              {ENTRY_LINKS.map((link) => (
                <Button key={link.to} asChild variant={link.variant} size="md" flex={{ base: '1 1 100%', sm: '0 0 auto' }}>
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Button>
              ))}
            </Flex>
          </Stack>
          <FloatingVendorCards categories={categories} loading={loading} />
        </SimpleGrid>
      </Container>
    </Box>
  )
}
