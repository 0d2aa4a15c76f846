// A hub section: heading (h2) and a "see all" link beside it, then its content.
import { Box, Heading, Link, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'

export function HubSection({ id, title, link, children }: { id: string; title: string; link?: { to: string; label: string }; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} mt={{ base: '10', md: '14' }}>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} gap="2" mb="5">
        <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }}>{title}</Heading>
        {link && (
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Link>
        )}
      </Stack>
      {children}
    </Box>
  )
}
