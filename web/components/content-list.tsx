// The frame of a content list screen (the blog, resources): heading and lead, an optional filter row,
// then skeleton cards while the copy loads, an empty state, or the grid of cards with a count for
// screen readers.
import { Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type Props = {
  title: string
  lead: string
  /** False while the local copy is still loading. */
  ready: boolean
  filters?: ReactNode
  /** How many cards show, and how the count reads ("3 posts in Finance"). */
  count: number
  countText: string
  loadingLabel: string
  empty: { title: string; text: string }
  children: ReactNode
}

export function ContentList({ title, lead, ready, filters, count, countText, loadingLabel, empty, children }: Props) {
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Stack gap="3" mb="8" maxW="3xl">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>{title}</Heading>
        <Text color="fg.muted" fontSize="lg">{lead}</Text>
      </Stack>
      {ready && filters && <Stack mb="6">{filters}</Stack>}
      {!ready ? (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" role="status" aria-label={loadingLabel}>
          {[0, 1, 2].map((i) => <Skeleton key={i} h="64" rounded="xl" />)}
        </SimpleGrid>
      ) : count === 0 ? (
        <Stack py="12" textAlign="center" gap="2" role="status">
          <Text fontWeight="semibold" fontSize="lg">{empty.title}</Text>
          <Text color="fg.muted">{empty.text}</Text>
        </Stack>
      ) : (
        <>
          <Text srOnly role="status">{countText}</Text>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">{children}</SimpleGrid>
        </>
      )}
    </Container>
  )
}
