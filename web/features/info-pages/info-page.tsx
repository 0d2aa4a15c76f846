// The frame every footer page shares (about, careers, partners, support, privacy, terms, cookies,
// contact): the page title, an h1 with a short lead, and readable sections of text.
import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { usePageTitle } from '../../components/use-page-title'

type InfoPageProps = { title: string; lead: ReactNode; updated?: string; children: ReactNode }

export function InfoPage({ title, lead, updated, children }: InfoPageProps) {
  usePageTitle(title)
  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Stack gap="3" mb={{ base: '8', md: '10' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>{title}</Heading>
        <Text color="fg.muted" fontSize={{ base: 'lg', md: 'xl' }}>{lead}</Text>
        {updated && <Text fontSize="sm" color="fg.muted">Last updated {updated}</Text>}
      </Stack>
      <Stack gap={{ base: '8', md: '10' }}>{children}</Stack>
    </Container>
  )
}

/** A titled section (h2) of a footer page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="xl" mb="3">{title}</Heading>
      <Stack gap="3" fontSize="md" lineHeight="1.7">{children}</Stack>
    </Box>
  )
}

/** A bulleted list of short points. */
export function Points({ items }: { items: ReactNode[] }) {
  return (
    <Box as="ul" ps="5" listStyleType="disc">
      {items.map((item, i) => <Box as="li" key={i} mt={i ? '1.5' : 0}>{item}</Box>)}
    </Box>
  )
}

/** An in-app link styled for running text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  )
}
