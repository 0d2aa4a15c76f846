// Add to cart for the chosen plan: how many units (or users, for per-user prices, within the plan's user
// limits), what that comes to with the setup fee counted once, and how many of this line are already in
// the cart. The cart itself is web/data/account/cart.ts; its announcement becomes the toast.
import { Box, Button, Field, Flex, Heading, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { cartLineId, lineCurrency, lineTotal, quantityProblem } from '../../../sync/rules/cart-lines'
import { formatMoney } from '../../../sync/rules/money'
import { seatsProblem } from '../../../sync/rules/order-pricing'
import type { PricingOption, Product } from '../../../sync/schemas'
import { optionPriceText } from '../../components/pricing/price-text'
import { toaster } from '../../components/toaster'
import { addToCart, CartError, useCart } from '../../data/account/cart'
import type { ProductPlan } from '../../data/catalog/product-detail-hooks'
import { startingQuantity } from './plan-selection'

type Props = {
  product: Product
  /** Null when the product has no tiers: the product itself goes in the cart. */
  chosen: { plan: ProductPlan; option: PricingOption | null } | null
}

export function AddToCartPanel({ product, chosen }: Props) {
  const option = chosen?.option ?? null
  const [quantityText, setQuantityText] = useState(() => String(startingQuantity(option)))
  const [adding, setAdding] = useState(false)
  const cart = useCart()
  const quantity = Number(quantityText)
  const problem = quantityText.trim() === '' ? 'Enter a quantity' : (quantityProblem(quantity) ?? (option?.pricePerUser ? seatsProblem(option, quantity) : null))
  const key = { productId: product.id, tierId: chosen?.plan.tier.id ?? null, pricingOptionId: option?.id ?? null }
  const inCart = cart?.lines.find((l) => l.key === cartLineId(key))?.quantity ?? 0
  const priced = { quantity, productPrice: product.price, option }
  const currency = lineCurrency(priced)

  async function add() {
    setAdding(true)
    try {
      const message = await addToCart({ ...key, quantity })
      toaster.create({ title: message, description: `${product.name}${chosen ? ` (${chosen.plan.tier.name})` : ''}`, type: 'success' })
    } catch (err) {
      console.error('Add to cart failed', err)
      toaster.create({ title: 'Could not add to cart', description: err instanceof CartError ? err.message : 'Please try again.', type: 'error' })
    } finally {
      setAdding(false)
    }
  }

  return (
    <Box as="section" aria-labelledby="cart-panel-heading" p="5" rounded="xl" borderWidth="1px" borderColor="border" bg="bg.subtle">
      <Heading as="h2" id="cart-panel-heading" size="lg" mb="4">Your plan</Heading>
      <Flex gap={{ base: '4', md: '6' }} direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }}>
        <Box data-testid="chosen-plan" flex="1" minW="0">
          <Text fontWeight="semibold">{chosen ? `${chosen.plan.tier.name} plan` : product.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {option ? optionPriceText(option) : product.price ? `${formatMoney(product.price)} each` : 'Contact for pricing'}
          </Text>
          {option && option.trialDays > 0 && <Text fontSize="sm" color="fg.muted">Starts with a {option.trialDays}-day free trial.</Text>}
        </Box>
        <Field.Root invalid={!!problem} w={{ base: 'full', md: '11rem' }} flexShrink={0}>
          <Field.Label>{option?.pricePerUser ? 'Users' : 'Quantity'}</Field.Label>
          <Input type="number" inputMode="numeric" min={1} step={1} value={quantityText} onChange={(e) => setQuantityText(e.currentTarget.value)} bg="bg" />
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
        <Stack gap="2" w={{ base: 'full', md: '16rem' }} flexShrink={0}>
          <Box aria-live="polite" minH="6">
            {!problem && <Text fontWeight="semibold" data-testid="line-estimate">Estimated total: {formatMoney(lineTotal(priced), currency)}</Text>}
            {!problem && option && option.setupFee > 0 && (
              <Text fontSize="sm" color="fg.muted">Includes a one-time setup fee of {formatMoney(option.setupFee, option.currency)}.</Text>
            )}
          </Box>
          <Button onClick={() => void add()} disabled={!!problem} loading={adding} loadingText="Adding..." size="lg">Add to cart</Button>
          {inCart > 0 && (
            <Text fontSize="sm" data-testid="in-cart">
              {inCart} in your cart · <Link asChild color="brand.fg"><RouterLink to="/cart">View cart</RouterLink></Link>
            </Text>
          )}
        </Stack>
      </Flex>
    </Box>
  )
}
