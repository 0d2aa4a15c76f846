// One cart line: the product (logo, name linking to its page, vendor), the tier and pricing option, the
// unit price, a quantity control (users or units, by the quantity rule; typing 0, or "−" at 1, removes
// the line), what the line costs per billing period ("$295 / month") and at its first billing with the
// setup fee counted once, Remove, and Subscribe for this product, tier and option; once a request is sent
// for it, "Requested on <date>" with its reference and a link to it instead of Subscribe.
import { Box, Button, Flex, IconButton, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { amountPerPeriod } from '../../../sync/rules/billing-periods'
import { formatDate } from '../../../sync/rules/dates'
import { countText, formatMoney } from '../../../sync/rules/money'
import { ORDER_STATUS_NAMES } from '../../../sync/rules/order-status'
import { quantityLabel, quantityMeaning } from '../../../sync/rules/plan-quantity'
import { CatalogLogo } from '../../components/catalog/catalog-logo'
import { optionPriceText } from '../../components/pricing/price-text'
import { removeLine, setQuantity, type CartLineView } from '../../data/account/cart'
import { announce } from './cart-toasts'
import { subscribePath } from './subscribe-path'

export function CartLineItem({ line }: { line: CartLineView }) {
  const name = line.product?.name ?? 'Product no longer available'
  const [text, setText] = useState(String(line.quantity))
  useEffect(() => setText(String(line.quantity)), [line.quantity]) // another tab or device changed it
  const describe = line.tier ? `${name} (${line.tier.name})` : name

  async function commit(quantity: number) {
    if (!Number.isFinite(quantity) || quantity === line.quantity) return setText(String(line.quantity))
    const ok = await announce(() => setQuantity(line.id, quantity), describe)
    if (!ok) setText(String(line.quantity))
  }

  const subscribe = subscribePath(line)
  return (
    <Box as="li" data-testid="cart-line" aria-label={describe} p={{ base: '4', md: '5' }} rounded="xl" borderWidth="1px" borderColor="border" bg="bg.panel">
      <Flex gap="4" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }}>
        <Flex gap="3" flex="1" minW="0">
          <CatalogLogo sources={[line.product?.logoUrl, line.vendor?.logoUrl]} name={name} size={56} />
          <Stack gap="1" minW="0">
            {line.product ? (
              <Link asChild fontWeight="semibold" fontSize="lg" color="fg" wordBreak="break-word"><RouterLink to={`/products/${line.product.slug}`}>{name}</RouterLink></Link>
            ) : (
              <Text fontWeight="semibold" fontSize="lg">{name}</Text>
            )}
            {line.vendor && <Text fontSize="sm" color="fg.muted">by {line.vendor.name}</Text>}
            <Text fontSize="sm" data-testid="cart-line-plan">
              {line.tier ? `${line.tier.name} plan` : 'No plan chosen'}
              {' · '}
              {line.option ? optionPriceText(line.option) : line.unitPrice > 0 ? `${formatMoney(line.unitPrice, line.currency)} each` : 'Contact for pricing'}
            </Text>
            {quantityMeaning(line.option) === 'flat' && <Text fontSize="sm" color="fg.muted">Flat price, the same for {countText(line.quantity, 'user', 'users')}</Text>}
            {line.option && line.option.setupFee > 0 && (
              <Text fontSize="sm" color="fg.muted">One-time setup fee {formatMoney(line.option.setupFee, line.currency)} (once per line)</Text>
            )}
            {line.request && <RequestNote request={line.request} />}
          </Stack>
        </Flex>
        <Stack gap="2" align={{ base: 'stretch', sm: 'flex-end' }} flexShrink={0}>
          <Text fontSize="xs" color="fg.muted" textAlign={{ sm: 'right' }} aria-hidden="true">{quantityLabel(line.option)}</Text>
          <Flex align="center" gap="1" role="group" aria-label={`Quantity of ${describe}`}>
            <IconButton aria-label={`Decrease quantity of ${describe}`} variant="outline" size="sm" onClick={() => void commit(line.quantity - 1)}>−</IconButton>
            <Input aria-label={`Quantity for ${describe}`} type="number" inputMode="numeric" min={0} step={1} size="sm" w="20" textAlign="center"
              value={text} onChange={(e) => setText(e.currentTarget.value)} onBlur={() => void commit(text.trim() === '' ? NaN : Number(text))}
              onKeyDown={(e) => e.key === 'Enter' && void commit(text.trim() === '' ? NaN : Number(text))} />
            <IconButton aria-label={`Increase quantity of ${describe}`} variant="outline" size="sm" onClick={() => void commit(line.quantity + 1)}>+</IconButton>
          </Flex>
          <Text fontWeight="bold" fontSize="lg" textAlign={{ sm: 'right' }} data-testid="cart-line-total">{amountPerPeriod(line.costs.perPeriod, line.currency, line.frequency)}</Text>
          {line.costs.setupFee > 0 && (
            <Text fontSize="sm" textAlign={{ sm: 'right' }} data-testid="cart-line-first-billing">Due at first billing: {formatMoney(line.costs.firstBilling, line.currency)}</Text>
          )}
          <Flex gap="2" justify={{ sm: 'flex-end' }} wrap="wrap">
            {subscribe && !line.request && <Button asChild size="sm"><RouterLink to={subscribe}>Subscribe</RouterLink></Button>}
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => void announce(() => removeLine(line.id), describe)}>Remove</Button>
          </Flex>
        </Stack>
      </Flex>
    </Box>
  )
}

/** "Requested on Jan 5, 2026 · VT-7K3M-9Q2D · In review", linking to the request in the profile's Orders tab. */
function RequestNote({ request }: { request: NonNullable<CartLineView['request']> }) {
  return (
    <Text fontSize="sm" data-testid="cart-line-requested" bg="green.subtle" color="green.fg" px="2" py="1" rounded="md" alignSelf="flex-start">
      Requested on {formatDate(request.createdAt, 'text')}
      {' · '}{request.reference ?? 'waiting to be sent'}
      {' · '}{ORDER_STATUS_NAMES[request.status]}
      {' · '}
      <Link asChild color="inherit" fontWeight="semibold" textDecoration="underline">
        <RouterLink to={`/profile?tab=orders&order=${request.id}`}>View request</RouterLink>
      </Link>
    </Text>
  )
}
