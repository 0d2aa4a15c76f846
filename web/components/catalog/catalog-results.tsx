// The marketplaces' result list: a heading with the count ("All Vendors (12)"), a responsive grid of cards
// rendered a page at a time ("Show more" adds the next page: the catalogue may hold 50,000 products),
// and the empty state. The visible page resets whenever the list itself changes.
import { Button, Heading, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useEffect, useState, type ReactNode } from 'react'
import { countText } from '../../../sync/rules/money'

export interface CatalogResultsProps<T> {
  title: string
  items: readonly T[]
  render: (item: T) => ReactNode
  keyOf: (item: T) => number | string
  /** What the status and the "Show more" button call one item and several (['vendor', 'vendors']). */
  noun: readonly [one: string, many: string]
  empty: { title: string; hint: string; action?: ReactNode }
  pageSize?: number
  /** Extra control in the heading row (e.g. the sort select). */
  aside?: ReactNode
  /** Changes when the query changes: back to the first page then (not when sync refreshes the rows). */
  resetKey?: string
}

export const RESULTS_PAGE_SIZE = 24

export function CatalogResults<T>({ title, items, render, keyOf, noun, empty, pageSize = RESULTS_PAGE_SIZE, aside, resetKey = '' }: CatalogResultsProps<T>) {
  const [shown, setShown] = useState(pageSize)
  useEffect(() => setShown(pageSize), [resetKey, pageSize])
  const visible = items.slice(0, shown)
  return (
    <Stack as="section" aria-labelledby="catalog-results-heading" gap="4" minW="0">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3">
        <Heading as="h2" id="catalog-results-heading" size="lg">{title} ({items.length})</Heading>
        {aside}
      </Stack>
      <VisuallyHidden role="status">{`${countText(items.length, noun[0], noun[1])} found`}</VisuallyHidden>
      {items.length === 0 ? (
        <Stack align="center" textAlign="center" py="16" px="4" gap="2" borderWidth="1px" borderStyle="dashed" borderRadius="xl">
          <Heading as="h3" size="md">{empty.title}</Heading>
          <Text color="fg.muted">{empty.hint}</Text>
          {empty.action}
        </Stack>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {visible.map((item) => <li key={keyOf(item)}>{render(item)}</li>)}
        </SimpleGrid>
      )}
      {items.length > shown && (
        <Stack align="center" gap="1">
          <Button variant="outline" onClick={() => setShown((n) => n + pageSize)}>Show more {noun[1]}</Button>
          <Text fontSize="sm" color="fg.muted">Showing {visible.length} of {items.length}</Text>
        </Stack>
      )}
    </Stack>
  )
}
