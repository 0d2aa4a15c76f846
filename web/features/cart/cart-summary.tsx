// The cart's totals, one set per currency (amounts in different currencies are never added together,
// sync/rules/cart-totals): what is due at each line's first billing (the cart's total: price times
// quantity plus setup fees once per line), the cost per month of the recurring lines, and the first
// year's cost with setup fees and one-time prices counted once; and how checkout works: each line is
// subscribed to on its own.
import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import type { CurrencyTotals } from '../../../sync/rules/cart-totals'
import { formatMoney } from '../../../sync/rules/money'
import type { CartView } from '../../data/account/cart'

export function CartSummary({ cart, signedIn }: { cart: CartView; signedIn: boolean }) {
  const currencies = Object.keys(cart.totals).sort()
  return (
    <Box as="section" aria-labelledby="cart-summary-heading" p="5" rounded="xl" borderWidth="1px" borderColor="border" bg="bg.subtle"
      position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <Heading as="h2" id="cart-summary-heading" size="lg" mb="3">Order summary</Heading>
      <Text color="fg.muted" fontSize="sm" mb="3">{cart.count} {cart.count === 1 ? 'item' : 'items'}, setup fees counted once per line</Text>
      <Stack gap="4" mb="4">
        {currencies.map((currency) => <CurrencyTotalsList key={currency} currency={currency} totals={cart.totals[currency]} />)}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        No card payment here: use Subscribe on a line to send a subscription request for that plan; the vendor confirms it.
        {signedIn ? ' Your cart is saved to your account.' : ' Sign in to keep your cart on all your devices.'}
      </Text>
    </Box>
  )
}

function CurrencyTotalsList({ currency, totals }: { currency: string; totals: CurrencyTotals }) {
  const money = (n: number) => formatMoney(n, currency)
  const rows: [string, string, string][] = [
    [`Due at first billing (${currency})`, money(totals.firstBilling), 'cart-total'],
    ['Per month', money(totals.perMonth), 'cart-per-month'],
    ['First year', money(totals.firstYear), 'cart-first-year'],
  ]
  return (
    <Stack gap="1.5">
      <Stack as="dl" gap="1.5" aria-label={`Totals in ${currency}`}>
        {rows.map(([label, value, testId], i) => (
          <Box key={label} display="flex" justifyContent="space-between" gap="3" data-testid={testId}>
            <Text as="dt" fontWeight={i === 0 ? 'medium' : 'normal'}>{label}</Text>
            <Text as="dd" fontWeight={i === 0 ? 'bold' : 'semibold'} fontSize={i === 0 ? 'lg' : 'md'}>{value}</Text>
          </Box>
        ))}
      </Stack>
      <Text fontSize="xs" color="fg.muted">
        Per month counts the recurring plans (a yearly price spread over 12 months){totals.hasOneTime ? '; one-time prices are in the first year' : ''}.
        The first year counts every payment in it, with setup fees once.
      </Text>
    </Stack>
  )
}
