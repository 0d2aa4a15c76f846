// The header's Marketplace hover menu: "Browse Vendors" (first 4 featured vendors) and "Browse
// Products" (first 4 products with their vendor's name). 800 px wide, kept 16 px from the edges of
// smaller windows; the 16 px strip above the panel keeps the pointer "inside" while crossing to it.
import { Box, Button } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { ChevronDownIcon } from '../../components/icons'
import { lazyPart } from '../../components/lazy-part'
import { useHoverMenu } from './use-hover-menu'

// The columns read the local copy (Dexie): they load, and query, only once the menu opens.
const MarketplaceMenuColumns = lazyPart(() => import('./marketplace-menu-columns'), () => <Box minH="48" />)

export function MarketplaceMenu() {
  const { open, close, wrapperProps, triggerProps, panelRef } = useHoverMenu()
  const panelId = useId()
  // Once opened, the columns stay mounted (hidden with the panel): reopening, from the keyboard too,
  // finds the vendors already read, so focus lands on the first of them and not on a link that the
  // vendors then push down.
  const [everOpened, setEverOpened] = useState(false)
  if (open && !everOpened) setEverOpened(true)
  return (
    <Box position="relative" {...wrapperProps}>
      <Button variant="ghost" size="sm" fontWeight="medium" color="fg" aria-controls={panelId} {...triggerProps}>
        Marketplace
        <ChevronDownIcon size={16} />
      </Button>
      <Box
        ref={panelRef}
        id={panelId}
        hidden={!open}
        position="absolute"
        top="100%"
        insetStart="0"
        pt="16px"
        w="800px"
        maxW="calc(100vw - 32px)"
        zIndex="dropdown"
      >
        <Box
          role="region"
          aria-label="Marketplace"
          bg="bg.panel"
          borderWidth="1px"
          rounded="lg"
          boxShadow="lg"
          p="6"
        >
          {everOpened && <MarketplaceMenuColumns onNavigate={close} />}
        </Box>
      </Box>
    </Box>
  )
}
