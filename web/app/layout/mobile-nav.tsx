// The menu button for phones and tablets. The side menu's code loads on first open (it is not needed to
// paint the page), then stays mounted so later opens are instant.
import { IconButton } from '@chakra-ui/react'
import { useState } from 'react'
import { MenuIcon } from '../../components/icons'
import { lazyPart } from '../../components/lazy-part'

const MobileNavDrawer = lazyPart(() => import('./mobile-nav-drawer'))

export function MobileNavButton() {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  return (
    <>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label="Open menu"
        aria-expanded={open}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        <MenuIcon />
      </IconButton>
      {requested && (
        <MobileNavDrawer open={open} onOpenChange={setOpen} />
      )}
    </>
  )
}
