// "Plans & Pricing": every tier (popular mark, description, features) with each of its pricing options
// (price and currency, billing frequency, per-user or flat, contract, setup fee, trial days, user
// limits, recommended mark), those in the display currency first and the others marked with theirs. One
// radio group across all tiers: the buyer picks the plan to add to the cart; a tier without options can
// still be picked ("Contact for pricing").
import { Badge, Box, chakra, Flex, Heading, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { formatMoney } from '../../../sync/rules/money'
import type { Product } from '../../../sync/schemas'
import { inDisplayOrder, optionPriceText, optionTerms, otherCurrencyNote } from '../../components/pricing/price-text'
import { useDisplayCurrency } from '../../data/catalog/display-currency'
import type { ProductPlan } from '../../data/catalog/product-detail-hooks'
import { choiceValue, parseChoice, type PlanChoice } from './plan-selection'

type Props = {
  product: Product
  plans: ProductPlan[]
  choice: PlanChoice | null
  onChoose: (choice: PlanChoice) => void
}

export function PlanChooser({ product, plans, choice, onChoose }: Props) {
  const name = `plan-${product.id}`
  const selected = choice ? choiceValue(choice) : null
  const pick = (value: string) => {
    const parsed = parseChoice(value)
    if (parsed) onChoose(parsed)
  }
  return (
    <Box as="section" aria-labelledby="plans-heading">
      <Heading as="h2" id="plans-heading" size="xl" mb="2">Plans &amp; Pricing</Heading>
      {plans.length === 0 ? (
        <Text color="fg.muted">
          {product.price ? `List price ${formatMoney(product.price)}. ` : ''}This product has no published plans: contact the vendor for pricing.
        </Text>
      ) : (
        <>
          <Text color="fg.muted" mb="5">Choose a plan to add to your cart.</Text>
          <SimpleGrid columns={{ base: 1, md: Math.min(plans.length, 2), lg: Math.min(plans.length, 3) }} gap="5" maxW={plans.length === 1 ? 'xl' : undefined}>
            {plans.map((plan) => (
              <TierCard key={plan.tier.id} plan={plan} name={name} selected={selected} onPick={pick} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Box>
  )
}

type TierCardProps = { plan: ProductPlan; name: string; selected: string | null; onPick: (value: string) => void }

function TierCard({ plan, name, selected, onPick }: TierCardProps) {
  const { tier } = plan
  const currency = useDisplayCurrency()
  const options = inDisplayOrder(plan.options, currency)
  return (
    <Stack as="article" aria-label={`${tier.name} tier`} data-testid="tier-card" gap="3" p="5" rounded="xl" bg="bg.panel" minW="0"
      borderWidth={tier.isPopular ? '2px' : '1px'} borderColor={tier.isPopular ? 'brand.solid' : 'border'}>
      <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
        <Heading as="h3" size="lg">{tier.name}</Heading>
        {tier.isPopular && <Badge variant="solid" colorPalette="brand">Most popular</Badge>}
      </Flex>
      {tier.description && <Text fontSize="sm" color="fg.muted">{tier.description}</Text>}
      {tier.features.length > 0 && (
        <Stack as="ul" gap="1" fontSize="sm" ps="4" listStyleType="disc" aria-label={`${tier.name} features`}>
          {tier.features.map((f) => <li key={f}>{f}</li>)}
        </Stack>
      )}
      <Stack gap="2" mt="auto">
        {options.length === 0 ? (
          <PlanRadio name={name} value={choiceValue({ tierId: tier.id, optionId: null })} selected={selected} onPick={onPick}
            tierName={tier.name} title="Contact for pricing" details={['Quoted by the vendor']} />
        ) : (
          options.map((option) => (
            <PlanRadio key={option.id} name={name} value={choiceValue({ tierId: tier.id, optionId: option.id })} selected={selected}
              onPick={onPick} tierName={tier.name} title={optionPriceText(option)} details={[...otherCurrencyNote(option, currency), ...optionTerms(option)]} recommended={option.isRecommended} />
          ))
        )}
      </Stack>
    </Stack>
  )
}

type PlanRadioProps = {
  name: string
  value: string
  selected: string | null
  onPick: (value: string) => void
  /** Read before the price, so a screen reader user moving between radios knows which tier each is. */
  tierName: string
  title: string
  details: string[]
  recommended?: boolean
}

function PlanRadio({ name, value, selected, onPick, tierName, title, details, recommended = false }: PlanRadioProps) {
  const checked = selected === value
  return (
    <chakra.label display="flex" gap="3" alignItems="flex-start" p="3" rounded="lg" cursor="pointer" borderWidth="1px"
      borderColor={checked ? 'brand.solid' : 'border'} bg={checked ? 'brand.subtle' : 'transparent'} _hover={{ borderColor: 'brand.border' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}>
      <chakra.input type="radio" name={name} value={value} checked={checked} onChange={() => onPick(value)}
        mt="1" w="4" h="4" flexShrink={0} accentColor="var(--chakra-colors-brand-solid)" />
      <Box minW="0">
        <HStack gap="2" wrap="wrap">
          <Text as="span" fontWeight="semibold"><VisuallyHidden>{tierName}: </VisuallyHidden>{title}</Text>
          {recommended && <Badge size="sm" variant="subtle" colorPalette="green">Recommended</Badge>}
        </HStack>
        <Text as="span" display="block" fontSize="xs" color="fg.muted" mt="0.5">{details.join(' · ')}</Text>
      </Box>
    </chakra.label>
  )
}
