// An empty state inside a profile tab or card: a short title and one line of guidance.
import { Box, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export function EmptyTab({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Box textAlign="center" py="10" px="4" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="lg">
      <Heading as="h3" size="md" mb="2">{title}</Heading>
      <Text color="fg.muted">{text}</Text>
      {children}
    </Box>
  )
}
