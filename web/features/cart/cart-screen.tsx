// /cart: the cart's lines by product, tier and pricing option, each with its
// price, quantity (0 removes it), setup fee once per line, and a Subscribe link for its plan; totals per
// currency; Clear cart; and an empty state. Everything reads the local copy (web/data/account/cart), so the cart
// works offline, and a signed-in buyer's cart follows them to their other devices through sync.
import { Box, Button, Container, Flex, Grid, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { usePageTitle } from '../../components/use-page-title'
import { CartIcon } from '../../components/icons'
import { clearCart, useCart } from '../../data/account/cart'
import { useSession } from '../../sync/base/session'
import { CartLineItem } from './cart-line-item'
import { announce } from './cart-toasts'
import { CartSummary } from './cart-summary'

export default function CartScreen() {
  usePageTitle('Your Cart')
  const cart = useCart()
  const signedIn = useSession((s) => s.user !== null)
  const [clearing, setClearing] = useState(false)

  async function clear() {
    setClearing(true)
    await announce(() => clearCart())
    setClearing(false)
  }

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Flex justify="space-between" align="center" gap="4" wrap="wrap" mb="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>Your Cart</Heading>
        {cart && cart.lines.length > 0 && (
          <Button variant="outline" colorPalette="red" onClick={() => void clear()} loading={clearing} loadingText="Clearing...">Clear cart</Button>
        )}
      </Flex>
      {cart === undefined ? (
        <Flex justify="center" py="12"><Spinner size="lg" color="brand.solid" aria-label="Loading your cart" /></Flex>
      ) : cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
          <Stack as="ul" gap="4" listStyleType="none" aria-label="Cart items">
            {cart.lines.map((line) => <CartLineItem key={line.id} line={line} />)}
          </Stack>
          <CartSummary cart={cart} signedIn={signedIn} />
        </Grid>
      )}
    </Container>
  )
}

function EmptyCart() {
  return (
    <Box textAlign="center" py="12" px="4" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="lg">
      <Box color="fg.muted" display="inline-flex" mb="3"><CartIcon size={40} /></Box>
      <Heading as="h2" size="lg" mb="2">Your cart is empty</Heading>
      <Text color="fg.muted">Add a plan from any product page and it will wait here, even offline.</Text>
      <Link asChild mt="4" display="inline-block" color="brand.fg" fontWeight="medium"><RouterLink to="/products">Browse products</RouterLink></Link>
    </Box>
  )
}
