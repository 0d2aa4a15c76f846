// A single-choice filter shown as a row of pill buttons ("All", then one per category or type): the
// blog's categories and the resources' types. Each is a toggle button (aria-pressed), so keyboard and
// screen-reader users hear which one is on; the row wraps on narrow screens.
import { Button, Flex } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface FilterChip {
  /** null: the "All" chip. */
  value: string | null
  label: string
  icon?: ReactNode
  count?: number
}

type Props = { label: string; chips: readonly FilterChip[]; selected: string | null; onSelect: (value: string | null) => void }

export function FilterChips({ label, chips, selected, onSelect }: Props) {
  return (
    <Flex role="group" aria-label={label} gap="2" wrap="wrap">
      {chips.map((chip) => {
        const on = chip.value === selected
        return (
          <Button key={chip.value ?? 'all'} size="sm" rounded="full" variant={on ? 'solid' : 'outline'} aria-pressed={on}
            onClick={() => onSelect(chip.value)}>
            {chip.icon}
            {chip.label}
            {chip.count !== undefined && ` (${chip.count})`}
          </Button>
        )
      })}
    </Flex>
  )
}
