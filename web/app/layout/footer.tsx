// The site footer: the promise in one sentence, the display currency (for every visitor, signed in or
// not), link columns (Marketplace, Resources, Company), legal links, the copyright with the current year,
// and the build id (useful when reporting a problem).
import { Box, Container, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { Logo } from '../../components/logo'
import { DisplayCurrencySelect } from '../../components/pricing/display-currency-select'

type FooterLink = { label: string; to: string }

export const FOOTER_COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Marketplace',
    links: [
      { label: 'Technology Marketplace', to: '/marketplace' },
      { label: 'Vendors', to: '/vendors' },
      { label: 'Products', to: '/products' },
      { label: 'Evaluation Center', to: '/evaluation-center' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', to: '/blog' },
      { label: 'Resource Library', to: '/resources' },
      { label: 'AI Receptionist', to: '/ai-receptionist' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Contact', to: '/contact' },
      { label: 'Partners', to: '/partners' },
      { label: 'Support', to: '/support' },
    ],
  },
]

export const LEGAL_LINKS: FooterLink[] = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Cookie Policy', to: '/cookies' },
]

export const BUILD_ID = (import.meta.env.VITE_BUILD_ID as string | undefined) || 'local'

export function Footer() {
  const year = new Date().getFullYear()
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="12">
      <Container maxW="8xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '12' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '8', lg: '10' }}>
          <Stack gap="3">
            <Logo />
            <Text fontSize="sm" color="fg.muted" maxW="xs">
              Vetted simplifies technology evaluation and procurement with transparent information, a seamless
              buying experience and consolidated vendor management.
            </Text>
            <Box maxW="xs"><DisplayCurrencySelect size="sm" /></Box>
          </Stack>
          {FOOTER_COLUMNS.map((column) => (
            <Stack as="nav" aria-label={column.title} key={column.title} gap="3">
              <Heading as="h2" size="sm">{column.title}</Heading>
              {column.links.map((link) => <FooterLinkItem key={link.to} link={link} />)}
            </Stack>
          ))}
        </SimpleGrid>
        <Flex mt="10" pt="6" borderTopWidth="1px" gap="4" direction={{ base: 'column', md: 'row' }}
          justify="space-between" align={{ base: 'flex-start', md: 'center' }}>
          <Text fontSize="sm" color="fg.muted">
            © {year} Vetted. All rights reserved.{' '}
            <Text as="span" data-testid="build-id">Version {BUILD_ID}</Text>
          </Text>
          <Flex as="nav" aria-label="Legal" gap="5" wrap="wrap">
            {LEGAL_LINKS.map((link) => <FooterLinkItem key={link.to} link={link} />)}
          </Flex>
        </Flex>
      </Container>
    </Box>
  )
}

function FooterLinkItem({ link }: { link: FooterLink }) {
  return (
    <Link asChild fontSize="sm" color="fg.muted" _hover={{ color: 'fg' }} width="fit-content">
      <RouterLink to={link.to}>{link.label}</RouterLink>
    </Link>
  )
}
