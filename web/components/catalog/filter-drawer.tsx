// The marketplaces' filter panel on small screens: a drawer from the left with the same filters the
// large-screen side panel shows, and a button at the bottom that shows the results.
import { Button, Drawer, IconButton, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { CloseIcon } from '../icons'

export interface FilterDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title?: string
  /** The number of results, for the "Show N results" button. */
  resultCount: number
  children: ReactNode
}

export function FilterDrawer({ open, onOpenChange, title = 'Filters', resultCount, children }: FilterDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer>
              <Button width="full" onClick={() => onOpenChange(false)}>Show {resultCount} {resultCount === 1 ? 'result' : 'results'}</Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <IconButton aria-label="Close filters" variant="ghost" size="sm" position="absolute" top="3" insetEnd="3">
                <CloseIcon />
              </IconButton>
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
