// One subscription on the Renewals page: its name and status, the notice deadline with the days left
// (an overdue deadline in red, one within 30 days in orange), the renewal, term, cost per year and
// owner, and what the person may do: edit, change the status, start or open the renewal review.
import { Badge, Box, Button, Flex, Grid, NativeSelect, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { formatDay } from '../../../sync/rules/dates'
import { formatMoney } from '../../../sync/rules/money'
import { daysLeftText, TERM_NAMES } from '../../../sync/rules/renewal-dates'
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUS_NAMES, type SubscriptionStatus } from '../../../sync/rules/subscriptions'
import type { RenewalRow, Urgency } from './renewal-rows'

const URGENCY_COLOURS: Record<Urgency, string> = { overdue: 'red', soon: 'orange', later: 'green', ended: 'gray' }
// Days-left badges, white on a shade dark enough for 4.5:1 (Chakra's solid orange is 3.6:1); a
// faraway deadline reads quietly.
const DAYS_LEFT_STYLES: Record<Urgency, { bg: object; color: object }> = {
  overdue: { bg: { base: 'red.700', _dark: 'red.300' }, color: { base: 'white', _dark: 'gray.950' } },
  soon: { bg: { base: 'orange.700', _dark: 'orange.300' }, color: { base: 'white', _dark: 'gray.950' } },
  later: { bg: { base: 'green.100', _dark: 'green.900' }, color: { base: 'green.800', _dark: 'green.100' } },
  ended: { bg: { base: 'gray.100', _dark: 'gray.800' }, color: { base: 'gray.800', _dark: 'gray.100' } },
}
const STATUS_COLOURS: Record<SubscriptionStatus, string> = { active: 'blue', 'in-review': 'purple', 'cancel-at-term': 'orange', renewed: 'green' }

interface Props {
  row: RenewalRow
  currency: string
  mayChange: boolean
  onEdit: () => void
  onStatus: (status: SubscriptionStatus) => void
  onStartReview: () => void
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">{label}</Text>
      <Text fontSize="sm">{children}</Text>
    </Box>
  )
}

export function RenewalCard({ row, currency, mayChange, onEdit, onStatus, onStartReview }: Props) {
  const { subscription: s, dates, urgency } = row
  const colour = URGENCY_COLOURS[urgency]
  return (
    <Box as="li" borderWidth="1px" borderLeftWidth="4px" borderLeftColor={`${colour}.solid`} rounded="md" p={{ base: '3', md: '4' }}
      data-testid="renewal" data-urgency={urgency} aria-label={s.name}>
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Box minW="0">
          <Text as="h2" fontWeight="semibold" fontSize="lg" truncate>
            {s.name}
          </Text>
          <Flex gap="2" mt="1" wrap="wrap">
            <Badge colorPalette={STATUS_COLOURS[s.status]}>{SUBSCRIPTION_STATUS_NAMES[s.status]}</Badge>
            {s.id < 0 && <Badge colorPalette="orange">Waiting to sync</Badge>}
          </Flex>
        </Box>
        <Box textAlign={{ base: 'left', sm: 'right' }}>
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">Notice deadline</Text>
          <Text fontWeight="semibold" data-testid="notice-deadline">{dates.ended ? 'Term ended' : formatDay(dates.noticeDeadline, 'text')}</Text>
          {!dates.ended && <Badge {...DAYS_LEFT_STYLES[urgency]} data-testid="days-left">{daysLeftText(dates.daysToDeadline)}</Badge>}
        </Box>
      </Flex>
      <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3" mt="3">
        <Fact label={s.autoRenew ? 'Renews' : 'Ends'}>{formatDay(dates.renewalDate, 'text')}</Fact>
        <Fact label="Term">{`${TERM_NAMES[s.term]}, ${formatMoney(s.cost, s.currency)}`}</Fact>
        <Fact label="Per year">{formatMoney(row.costPerYear, currency)}</Fact>
        <Fact label="Owner">{row.ownerName}</Fact>
      </Grid>
      <Flex gap="2" mt="3" wrap="wrap" align="center">
        {s.reviewBoardId !== null && (
          <Button asChild size="sm" variant="outline"><RouterLink to={`/evaluation-center/${s.reviewBoardId}`}>Open review board</RouterLink></Button>
        )}
        {mayChange && s.reviewBoardId === null && <Button size="sm" colorPalette="brand" onClick={onStartReview}>Start renewal review</Button>}
        {mayChange && <Button size="sm" variant="outline" onClick={onEdit}>Edit</Button>}
        {mayChange && (
          <Box w="44">
            <NativeSelect.Root size="sm">
              <NativeSelect.Field aria-label={`Status of ${s.name}`} value={s.status} onChange={(e) => onStatus(e.target.value as SubscriptionStatus)}>
                {SUBSCRIPTION_STATUSES.map((status) => <option key={status} value={status}>{SUBSCRIPTION_STATUS_NAMES[status]}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
        )}
      </Flex>
    </Box>
  )
}
