// /approvals: colleagues' subscription requests waiting for the person's approval, oldest first, each
// a link to its approval screen. Reads the local copy, so the list is there offline.
import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { formatDate } from '../../../sync/rules/dates'
import { formatMoney } from '../../../sync/rules/money'
import { usePageTitle } from '../../components/use-page-title'
import { useRequestsToDecide } from '../../data/account/approvals'
import { useSession } from '../../sync/base/session'

export default function ApprovalsScreen() {
  usePageTitle('Approvals')
  const userId = useSession((s) => s.user?.id)
  const requests = useRequestsToDecide(userId)
  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="6">Requests awaiting your approval</Heading>
      {requests?.length === 0 && <Text color="fg.muted">Nothing waits for your approval.</Text>}
      <Stack as="ul" listStyleType="none" gap="3">
        {requests?.map((o) => (
          <Box as="li" key={o.id} borderWidth="1px" rounded="md" p="4">
            <Link asChild fontWeight="semibold"><RouterLink to={`/approvals/${o.id}`}>{`Request ${o.reference ?? `#${o.id}`}: ${formatMoney(o.total, o.currency)}`}</RouterLink></Link>
            <Text fontSize="sm" color="fg.muted">{`Requested ${formatDate(o.createdAt, 'text')}`}</Text>
          </Box>
        ))}
      </Stack>
    </Container>
  )
}
