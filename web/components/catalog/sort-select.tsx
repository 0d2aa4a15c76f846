// A labelled native select for the marketplaces' sort order: native so it works with every keyboard,
// screen reader and touch picker, and costs no extra JavaScript.
import { chakra, HStack } from '@chakra-ui/react'
import { useId } from 'react'

export interface SortSelectProps<V extends string> {
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (value: V) => void
  label?: string
}

export function SortSelect<V extends string>({ value, options, onChange, label = 'Sort by' }: SortSelectProps<V>) {
  const id = useId()
  return (
    <HStack gap="2" flexShrink={0}>
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted" whiteSpace="nowrap">{label}</chakra.label>
      <chakra.select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}
        h="9" px="3" pe="8" borderWidth="1px" borderColor="border" borderRadius="md" bg="bg.panel" color="fg" fontSize="sm"
        minW="0" maxW="full" cursor="pointer">
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </chakra.select>
    </HStack>
  )
}
