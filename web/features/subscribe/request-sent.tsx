// The confirmation after a subscription request: what was requested, its status, and where to follow
// it (the profile's Orders tab). A request made offline says it will be sent on reconnecting.
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { ChosenOnBoard } from '../../components/chosen-on-board'

export interface SentRequest {
  productName: string
  tierName: string
  /** "5 users", "3 units", "5 users (flat price)" (sync/rules/plan-quantity). */
  quantity: string
  /** Made offline: waiting in the outbox. */
  queued: boolean
  /** The decided board the product was chosen on. */
  board?: { id: number; name: string } | null
}

export function RequestSent({ request }: { request: SentRequest }) {
  return (
    <Box as="section" aria-labelledby="request-sent-heading" role="status" p={{ base: '5', md: '8' }} rounded="xl" borderWidth="1px" borderColor="green.muted" bg="green.subtle" maxW="3xl">
      <Heading as="h2" id="request-sent-heading" size="xl" mb="2">Request sent</Heading>
      <Text mb="2">
        Your subscription request for {request.productName} ({request.tierName} plan, {request.quantity}) is recorded
        with the status <strong>Requested</strong>. The vendor reviews it and you will see every change of status in your orders.
      </Text>
      {request.board && <ChosenOnBoard boardId={request.board.id} boardName={request.board.name} mb="2" />}
      {request.queued && <Text mb="2" fontWeight="medium">You're offline: the request is saved on this device and will be sent automatically when you're back online.</Text>}
      <Flex gap="3" wrap="wrap" mt="4">
        <Button asChild><RouterLink to="/profile?tab=orders">View your orders</RouterLink></Button>
        <Button asChild variant="outline"><RouterLink to="/cart">Back to cart</RouterLink></Button>
      </Flex>
    </Box>
  )
}
