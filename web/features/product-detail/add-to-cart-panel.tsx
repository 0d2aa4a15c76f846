// Add to cart for the chosen plan: how many users or units (the quantity rule of sync/rules/plan-quantity:
// users within the plan's limits, charged each or once for a flat plan; units for a one-time price), what
// that comes to at the first billing with the setup fee counted once, and how many of this line are
// already in the cart. The cart itself is web/data/account/cart.ts; its announcement becomes the toast.
import { Box, Button, Field, Flex, Heading, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { amountPerPeriod } from '../../../sync/rules/billing-periods'
import { cartLineId } from '../../../sync/rules/cart-lines'
import { lineCosts, lineCurrency, lineFrequency } from '../../../sync/rules/cart-totals'
import { formatMoney } from '../../../sync/rules/money'
import { planQuantityProblem, quantityLabel, quantityMeaning, startingQuantity } from '../../../sync/rules/plan-quantity'
import type { PricingOption, Product } from '../../../sync/schemas'
import { optionPriceText } from '../../components/pricing/price-text'
import { toaster } from '../../components/toaster'
import { addToCart, CartError, useCart } from '../../data/account/cart'
import type { ProductPlan } from '../../data/catalog/product-detail-hooks'

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
  const problem = quantityText.trim() === '' ? 'Enter a quantity' : planQuantityProblem(option, quantity)
  const key = { productId: product.id, tierId: chosen?.plan.tier.id ?? null, pricingOptionId: option?.id ?? null }
  const inCart = cart?.lines.find((l) => l.key === cartLineId(key))?.quantity ?? 0
  const priced = { quantity, productPrice: product.price, option }
  const currency = lineCurrency(priced)
  const costs = lineCosts(priced)

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
          {quantityMeaning(option) === 'flat' && <Text fontSize="sm" color="fg.muted">One flat price for all the users it covers.</Text>}
          {option && option.trialDays > 0 && <Text fontSize="sm" color="fg.muted">Starts with a {option.trialDays}-day free trial.</Text>}
        </Box>
        <Field.Root invalid={!!problem} w={{ base: 'full', md: '11rem' }} flexShrink={0}>
          <Field.Label>{quantityLabel(option)}</Field.Label>
          <Input type="number" inputMode="numeric" min={1} step={1} value={quantityText} onChange={(e) => setQuantityText(e.currentTarget.value)} bg="bg" />
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
        <Stack gap="2" w={{ base: 'full', md: '16rem' }} flexShrink={0}>
          <Box aria-live="polite" minH="6">
            {!problem && <Text fontWeight="semibold" data-testid="line-estimate">{amountPerPeriod(costs.perPeriod, currency, lineFrequency(priced))}</Text>}
            {!problem && costs.firstBilling !== costs.perPeriod && (
              <Text fontSize="sm" data-testid="line-first-billing">Due at first billing: {formatMoney(costs.firstBilling, currency)}</Text>
            )}
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
