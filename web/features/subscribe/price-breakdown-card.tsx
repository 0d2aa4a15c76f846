// The price of the chosen plan for the number of users (sync/rules/order-pricing: the same rule the
// server uses for the request's snapshot): the charge per billing period, the setup fee once, the first
// payment, what is due today (nothing during a free trial) and the yearly cost.
import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { formatMoney } from '../../../sync/rules/money'
import { priceBreakdown } from '../../../sync/rules/order-pricing'
import { quantityMeaning } from '../../../sync/rules/plan-quantity'
import type { PricingOption } from '../../../sync/schemas'
import { optionPriceText } from '../../components/pricing/price-text'

/** What the quantity means for the price (sync/rules/plan-quantity), said beside the plan's price. */
const BASIS = { users: '', flat: ': one flat price for all the users it covers', units: ' for each unit' } as const

const PERIOD_NAMES: Record<string, string> = { monthly: 'Per month', quarterly: 'Per quarter', annually: 'Per year', 'one-time': 'One-time price' }

export function PriceBreakdownCard({ option, users }: { option: PricingOption; users: number | null }) {
  const money = (n: number) => formatMoney(n, option.currency)
  const b = users === null ? null : priceBreakdown(option, users)
  const meaning = quantityMeaning(option)
  const rows: [string, string][] = b
    ? [
        [PERIOD_NAMES[option.paymentFrequency] ?? 'Per period', meaning === 'flat' ? money(b.perPeriod) : `${users} × ${money(option.price)} = ${money(b.perPeriod)}`],
        ['Setup fee (once)', money(b.setupFee)],
        ['First payment', money(b.firstPayment)],
        ...(b.perYear !== null && option.paymentFrequency !== 'annually' ? [['Yearly cost', money(b.perYear)] as [string, string]] : []),
        ['Due today', money(b.dueToday)],
      ]
    : []
  return (
    <Box as="section" aria-labelledby="breakdown-heading" p="5" rounded="xl" borderWidth="1px" borderColor="border" bg="bg.subtle">
      <Heading as="h2" id="breakdown-heading" size="lg" mb="1">Price breakdown</Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">{optionPriceText(option)}{BASIS[meaning]}</Text>
      {b ? (
        <Stack as="dl" gap="2" aria-live="polite">
          {rows.map(([label, value]) => (
            <Box key={label} display="flex" justifyContent="space-between" gap="3" data-testid="breakdown-row">
              <Text as="dt">{label}</Text>
              <Text as="dd" fontWeight={label === 'First payment' ? 'bold' : 'medium'} textAlign="right">{value}</Text>
            </Box>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">Enter a number of users that fits the plan to see the price.</Text>
      )}
      {b && b.trialDays > 0 && (
        <Text mt="4" fontSize="sm" data-testid="trial-note">
          Starts with a {b.trialDays}-day free trial: nothing is due today, and your first payment of {money(b.firstPayment)} falls due when the trial ends.
        </Text>
      )}
    </Box>
  )
}
