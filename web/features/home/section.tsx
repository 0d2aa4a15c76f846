// A home page section: a heading (h2) with an optional line under it, on the page's container.
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface Props {
  id: string
  title: string
  intro?: string
  /** Shown to the right of the heading on wide screens (e.g. a "see all" link). */
  action?: ReactNode
  tinted?: boolean
  children: ReactNode
}

export function HomeSection({ id, title, intro, action, tinted, children }: Props) {
  return (
    <Box as="section" aria-labelledby={id} bg={tinted ? 'bg.subtle' : undefined} py={{ base: '10', md: '14' }}>
      <Container maxW="8xl" px={{ base: '4', md: '6' }}>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} gap="3" mb="6">
          <Box>
            <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }}>{title}</Heading>
            {intro && <Text color="fg.muted" mt="2" maxW="2xl">{intro}</Text>}
          </Box>
          {action}
        </Stack>
        {children}
      </Container>
    </Box>
  )
}
