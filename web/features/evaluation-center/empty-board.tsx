// What an empty board or compare list says, with the way to fill it.
import { Box, Heading } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export function EmptyBoard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" rounded="xl" p={{ base: '6', md: '8' }} textAlign="center" color="fg.muted" display="grid" gap="2" justifyItems="center">
      <Heading as="h3" size="md" color="fg">{title}</Heading>
      {children}
    </Box>
  )
}
