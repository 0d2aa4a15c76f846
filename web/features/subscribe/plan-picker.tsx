// The plan radios of the subscribe screen: one group per tier (its name, popular mark), one radio per
// pricing option with its price, billing and the terms a buyer weighs (trial, setup fee, user limits);
// options in the display currency first, the others marked with their own.
import { Badge, Box, chakra, Fieldset, Flex, Stack, Text } from '@chakra-ui/react'
import type { PricingOption } from '../../../sync/schemas'
import { inDisplayOrder, optionPriceText, optionTerms, otherCurrencyNote } from '../../components/pricing/price-text'
import { useDisplayCurrency } from '../../data/catalog/display-currency'
import type { ProductPlan } from '../../data/catalog/product-detail-hooks'

type Props = { plans: ProductPlan[]; optionId: number; onPick: (optionId: number) => void }

export function PlanPicker({ plans, optionId, onPick }: Props) {
  const currency = useDisplayCurrency()
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="2">Plan</Fieldset.Legend>
      <Stack gap="4">
        {plans.map(({ tier, options }) => (
          <Box key={tier.id} role="group" aria-label={`${tier.name} tier`}>
            <Flex align="center" gap="2" mb="2">
              <Text fontWeight="semibold">{tier.name}</Text>
              {tier.isPopular && <Badge colorPalette="brand" variant="solid" size="sm">Most popular</Badge>}
            </Flex>
            <Stack gap="2">
              {inDisplayOrder(options, currency).map((o) => (
                <OptionRadio key={o.id} tierName={tier.name} option={o} terms={[...otherCurrencyNote(o, currency), ...optionTerms(o)]} checked={o.id === optionId} onPick={onPick} />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Fieldset.Root>
  )
}

type OptionRadioProps = { tierName: string; option: PricingOption; terms: string[]; checked: boolean; onPick: (id: number) => void }

function OptionRadio({ tierName, option, terms, checked, onPick }: OptionRadioProps) {
  return (
    <chakra.label display="flex" gap="3" alignItems="flex-start" p="3" rounded="lg" cursor="pointer" borderWidth="1px"
      borderColor={checked ? 'brand.solid' : 'border'} bg={checked ? 'brand.subtle' : 'bg.panel'} _hover={{ borderColor: 'brand.border' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}>
      <chakra.input type="radio" name="subscribe-plan" value={option.id} checked={checked} onChange={() => onPick(option.id)}
        aria-label={`${tierName}: ${optionPriceText(option)}`} aria-describedby={`option-terms-${option.id}`}
        mt="1" w="4" h="4" flexShrink={0} accentColor="var(--chakra-colors-brand-solid)" />
      <Box minW="0">
        <Flex gap="2" wrap="wrap" align="center">
          <Text as="span" fontWeight="semibold">{optionPriceText(option)}</Text>
          {option.isRecommended && <Badge size="sm" variant="subtle" colorPalette="green">Recommended</Badge>}
        </Flex>
        <Text as="span" id={`option-terms-${option.id}`} display="block" fontSize="xs" color="fg.muted" mt="0.5">{terms.join(' · ')}</Text>
      </Box>
    </chakra.label>
  )
}
