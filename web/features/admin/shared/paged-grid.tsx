// Large catalogues (10,000 vendors) stay usable: a name filter and pages of cards, so the grid never
// renders more than one page. `usePaged` returns to page 1 whenever the filtered list changes length.
import { Button, HStack, Input, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useState } from 'react'
import { countText } from '../../../../sync/rules/money'

export const PAGE_SIZE = 24

export function usePaged<T>(items: readonly T[], pageSize = PAGE_SIZE) {
  const [page, setPage] = useState(1)
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize))
  useEffect(() => setPage(1), [items.length])
  const current = Math.min(page, pageCount)
  const visible = useMemo(() => items.slice((current - 1) * pageSize, current * pageSize), [items, current, pageSize])
  return { page: current, pageCount, visible, setPage }
}

/** Items whose text (from `textOf`) contains the query, case-insensitively. */
export function useFiltered<T>(items: readonly T[] | undefined, query: string, textOf: (item: T) => string): T[] {
  return useMemo(() => {
    const q = query.trim().toLowerCase()
    const all = items ?? []
    return q ? all.filter((i) => textOf(i).toLowerCase().includes(q)) : [...all]
  }, [items, query, textOf])
}

export function FilterInput({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return <Input type="search" aria-label={label} placeholder={label} value={value} onChange={(e) => onChange(e.target.value)} maxW={{ base: 'full', md: 'xs' }} />
}

/** `noun`: singular and plural, as the count needs ('1 vendor', '2 vendors'). */
type PagerProps = { page: number; pageCount: number; total: number; noun: readonly [one: string, many: string]; onPage: (p: number) => void }

export function Pager({ page, pageCount, total, noun, onPage }: PagerProps) {
  return (
    <HStack as="nav" aria-label={`${noun[1]} pages`} justify="space-between" wrap="wrap" gap="3" mt="6">
      <Text fontSize="sm" color="fg.muted" data-testid="pager-total">{countText(total, noun[0], noun[1])}</Text>
      {pageCount > 1 && (
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>Previous</Button>
          <Text fontSize="sm" aria-live="polite">Page {page} of {pageCount}</Text>
          <Button size="sm" variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>Next</Button>
        </HStack>
      )}
    </HStack>
  )
}
