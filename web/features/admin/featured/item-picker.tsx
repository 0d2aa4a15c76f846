// Chooses the vendors or products of a comparison: a search box over the names and a checkbox list
// (at most 50 shown at once, so a 10,000-vendor catalogue stays quick), with the chosen count.
import { Box, Checkbox, Input, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import type { ComparisonChoice } from '../../../data/admin/admin-content-featured'

const SHOWN = 50
type Props = { label: string; choices: ComparisonChoice[]; selected: number[]; onChange: (ids: number[]) => void }

export function ItemPicker({ label, choices, selected, onChange }: Props) {
  const [query, setQuery] = useState('')
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase()
    return q ? choices.filter((c) => c.name.toLowerCase().includes(q)) : choices
  }, [choices, query])
  const chosen = new Set(selected)
  const toggle = (id: number, on: boolean) => onChange(on ? [...selected, id] : selected.filter((s) => s !== id))
  return (
    <Stack gap="2" role="group" aria-label={label}>
      <Input type="search" aria-label={`Search ${label.toLowerCase()}`} placeholder="Search by name" value={query} onChange={(e) => setQuery(e.target.value)} />
      <Text fontSize="sm" aria-live="polite">{selected.length} selected (at least 2)</Text>
      <Box maxH="64" overflowY="auto" borderWidth="1px" rounded="md" p="3">
        <Stack gap="2">
          {matches.slice(0, SHOWN).map((c) => (
            <Checkbox.Root key={c.id} size="sm" checked={chosen.has(c.id)} onCheckedChange={(e) => toggle(c.id, e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{c.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
          {matches.length === 0 && <Text fontSize="sm" color="fg.muted">Nothing matches "{query}"</Text>}
          {matches.length > SHOWN && <Text fontSize="sm" color="fg.muted">Showing {SHOWN} of {matches.length}: search to narrow the list.</Text>}
        </Stack>
      </Box>
    </Stack>
  )
}
