// The display currency as a labelled select (the profile, the side menu, the footer): prices show in it
// where an item offers it, and in their own currency otherwise (sync/rules/price-figure). Saved on this
// device as soon as it is chosen.
import { chakra, Stack } from '@chakra-ui/react'
import { useId } from 'react'
import type { Currency } from '../../../sync/schemas'
import { DISPLAY_CURRENCY_CHOICES, saveDisplayCurrency, useDisplayCurrency } from '../../data/catalog/display-currency'

export function DisplayCurrencySelect({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const currency = useDisplayCurrency()
  const id = useId()
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">Display currency</chakra.label>
      <chakra.select id={id} value={currency} onChange={(e) => saveDisplayCurrency(e.target.value as Currency)}
        h={size === 'sm' ? '8' : '10'} px="3" pe="8" rounded="md" borderWidth="1px" borderColor="border" bg="bg" color="fg" fontSize="sm" minW="12rem">
        {DISPLAY_CURRENCY_CHOICES.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
      </chakra.select>
    </Stack>
  )
}
