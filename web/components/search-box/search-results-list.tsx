// The search box's dropdown: a listbox that is always in the page (the combobox's aria-controls points
// at it), hidden while closed. Its contents are in the page's bundle on purpose: loaded lazily they
// would save under 1 KB, and a chunk that fails to load (a stale tab after a deploy) must not take the
// page down with it.
import { Box } from '@chakra-ui/react'
import { SearchResultGroups, type SearchResultGroupsProps } from './search-result-groups'

export function SearchResultsList({ open, ...groups }: SearchResultGroupsProps & { open: boolean }) {
  return (
    <Box id={groups.id} role="listbox" aria-label="Search suggestions" hidden={!open} position="absolute" top="calc(100% + 4px)"
      insetStart="0" insetEnd="0" minW="min(18rem, calc(100vw - 2rem))" zIndex="dropdown" bg="bg.panel" borderWidth="1px"
      rounded="md" boxShadow="lg" py="1" maxH="70vh" overflowY="auto" textAlign="start">
      {open && <SearchResultGroups {...groups} />}
    </Box>
  )
}
