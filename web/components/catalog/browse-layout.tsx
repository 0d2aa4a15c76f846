// The marketplaces' frame: the filter panel at the left on large screens, and below them a "Filters"
// button (with the number of active filters) that opens the same panel in a left drawer; a line for the
// search term with "Clear search"; then the results.
import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { CARD_CLASSES } from '../../theme/catalog-card-css'
import { FilterDrawer } from './filter-drawer'

export interface BrowseLayoutProps {
  /** The filter panel; `inDrawer` is true inside the drawer (which has its own title). */
  panel: (inDrawer: boolean) => ReactNode
  panelLabel: string
  activeFilters: number
  resultCount: number
  search: string
  onClearSearch: () => void
  children: ReactNode
}

export function BrowseLayout({ panel, panelLabel, activeFilters, resultCount, search, onClearSearch, children }: BrowseLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr)' }} gap={{ base: '4', lg: '8' }} alignItems="start">
      <Box as="aside" aria-label={panelLabel} display={{ base: 'none', lg: 'block' }} bg="bg.panel" borderWidth="1px" borderRadius="xl" p="5">
        {panel(false)}
      </Box>
      <Stack gap="4" minW="0">
        <HStack justify="space-between" gap="3" wrap="wrap" display={{ base: 'flex', lg: search ? 'flex' : 'none' }}>
          <Button variant="outline" display={{ base: 'inline-flex', lg: 'none' }} onClick={() => setDrawerOpen(true)}
            aria-label={activeFilters ? `Filters (${activeFilters} active)` : 'Filters'}>
            Filters {activeFilters > 0 && <span className={CARD_CLASSES.badgeCount}>{activeFilters}</span>}
          </Button>
          {search && (
            <HStack gap="2" wrap="wrap" minW="0">
              <Text fontSize="sm" overflowWrap="anywhere">Results for “{search}”</Text>
              <Button variant="ghost" size="xs" onClick={onClearSearch}>Clear search</Button>
            </HStack>
          )}
        </HStack>
        {children}
      </Stack>
      {drawerOpen && (
        <FilterDrawer open={drawerOpen} onOpenChange={setDrawerOpen} resultCount={resultCount}>{panel(true)}</FilterDrawer>
      )}
    </Grid>
  )
}
