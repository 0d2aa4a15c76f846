// The cart's totals, one per currency (amounts in different currencies are never added together),
// with how many items they cover; and how checkout works: each line is subscribed to on its own.
import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { formatMoney } from '../../../sync/rules/money'
import type { CartView } from '../../data/account/cart'

export function CartSummary({ cart, signedIn }: { cart: CartView; signedIn: boolean }) {
  const currencies = Object.keys(cart.totals).sort()
  return (
    <Box as="section" aria-labelledby="cart-summary-heading" p="5" rounded="xl" borderWidth="1px" borderColor="border" bg="bg.subtle"
      position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <Heading as="h2" id="cart-summary-heading" size="lg" mb="3">Order summary</Heading>
      <Text color="fg.muted" fontSize="sm" mb="3">{cart.count} {cart.count === 1 ? 'item' : 'items'}, setup fees counted once per line</Text>
      <Stack as="dl" gap="2" mb="4">
        {currencies.map((currency) => (
          <Box key={currency} display="flex" justifyContent="space-between" gap="3" data-testid="cart-total">
            <Text as="dt" fontWeight="medium">Total ({currency})</Text>
            <Text as="dd" fontWeight="bold" fontSize="lg">{formatMoney(cart.totals[currency], currency)}</Text>
          </Box>
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        No card payment here: use Subscribe on a line to send a subscription request for that plan; the vendor confirms it.
        {signedIn ? ' Your cart is saved to your account.' : ' Sign in to keep your cart on all your devices.'}
      </Text>
    </Box>
  )
}
