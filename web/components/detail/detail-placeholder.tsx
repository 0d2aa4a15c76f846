// What a detail page shows while its data is read from the local copy (or first downloaded): the shape
// of the page in grey, announced once as "Loading ..." to screen readers.
import { Box, Container, Flex, Skeleton, Stack } from '@chakra-ui/react'

export function DetailPlaceholder({ label }: { label: string }) {
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }} role="status" aria-label={label} data-testid="detail-placeholder">
      <Flex gap="5" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
        <Skeleton w="20" h="20" rounded="xl" flexShrink={0} />
        <Stack gap="3" flex="1" w="full">
          <Skeleton h="9" w={{ base: '70%', md: '40%' }} />
          <Skeleton h="4" w="full" />
          <Skeleton h="4" w="85%" />
          <Skeleton h="5" w="40" />
        </Stack>
      </Flex>
      <Box mt="10"><Skeleton h="10" w="full" /></Box>
      <Stack gap="3" mt="6">
        <Skeleton h="4" w="full" />
        <Skeleton h="4" w="92%" />
        <Skeleton h="4" w="75%" />
      </Stack>
    </Container>
  )
}
