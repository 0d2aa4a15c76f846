// The decision as every member of the board sees it (and as it prints): the chosen vendor or product,
// the rationale as plain text (never HTML), who decided and when, that the board is frozen, and the
// ways on: subscribe to the chosen product, print the decision, and, for the owner, reopen it.
import { Box, Button, Flex, Heading, Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { formatDate } from '../../../../sync/rules/dates'

export interface SubscribeLink {
  name: string
  to: string
}

export interface DecisionBannerProps {
  chosen: string
  rationale: string
  decidedBy: string | null
  decidedAt: string
  subscribe: readonly SubscribeLink[]
  onPrint: () => void
  /** The owner's: reopening unfreezes the board. */
  onReopen?: () => void
}

export const FROZEN_NOTE = 'This board is decided: its shortlist, weights, scores and team no longer change.'

export function DecisionBanner({ chosen, rationale, decidedBy, decidedAt, subscribe, onPrint, onReopen }: DecisionBannerProps) {
  return (
    <Box as="section" aria-labelledby="decision-heading" className="decision-banner print-avoid-break" borderWidth="2px" borderColor="green.muted"
      bg="green.subtle" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">Decision</Text>
      <Heading as="h2" id="decision-heading" size="xl" mt="1">Chosen: {chosen}</Heading>
      <Text fontSize="sm" color="fg.muted" mt="1">Decided by {decidedBy ?? 'the owner'} on {formatDate(decidedAt, 'text')}</Text>
      <Text mt="3" whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="decision-rationale">{rationale}</Text>
      <Text mt="3" fontSize="sm" className="no-print">{FROZEN_NOTE}{onReopen ? ' Reopen the decision to change them.' : ''}</Text>
      <Flex gap="2" mt="4" wrap="wrap" className="no-print">
        {subscribe.map((s) => (
          <Button key={s.to} asChild size="sm"><RouterLink to={s.to}>Subscribe to {s.name}</RouterLink></Button>
        ))}
        <Button size="sm" variant="outline" onClick={onPrint}>Print decision</Button>
        {onReopen && <Button size="sm" variant="outline" onClick={onReopen}>Reopen decision</Button>}
      </Flex>
      {subscribe.length === 0 && (
        <Text mt="2" fontSize="sm" color="fg.muted" className="no-print">
          No plan of {chosen} is in the catalogue to subscribe to: <Link asChild color="brand.fg"><RouterLink to="/products">browse the products</RouterLink></Link>.
        </Text>
      )}
    </Box>
  )
}
