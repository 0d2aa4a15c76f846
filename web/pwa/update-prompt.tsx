// The reload banner. "A new version is available — [Later] [Reload]" while an updated service worker
// waits: Reload activates it and reloads every open tab on the new build (web/pwa/service-worker.ts);
// Later hides the banner until the app is opened again, and the current version keeps working.
// When this tab can no longer keep working on its build (the server no longer speaks its protocol,
// another tab upgraded the local database, or another tab activated the new build) the banner says
// so and Reload simply reloads: queued changes stay on the device and are sent by the new build.
import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useSyncStatus, type ReloadReason } from '../sync/base/status-store'
import { useServiceWorker } from './service-worker'

export const RELOAD_TEXTS: Record<ReloadReason, string> = {
  protocol: 'This version of Vetted is out of date. Reload to keep syncing —',
  schema: 'Vetted was updated in another tab. Reload to keep working —',
  update: 'Vetted was updated in another tab. Reload to keep working —',
}

export function UpdatePrompt() {
  const updateWaiting = useServiceWorker((s) => s.updateWaiting)
  const updatedElsewhere = useServiceWorker((s) => s.updatedElsewhere)
  const applyUpdate = useServiceWorker((s) => s.applyUpdate)
  const reloadNeeded = useSyncStatus((s) => s.reloadNeeded) ?? (updatedElsewhere ? 'update' : null)
  const [reloading, setReloading] = useState(false)
  const [later, setLater] = useState(false)
  if (!updateWaiting && !reloadNeeded) return null
  // Only a waiting update can wait: the other reasons mean this tab can no longer keep working.
  if (later && !reloadNeeded) return null
  const reload = () => {
    setReloading(true)
    if (reloadNeeded) window.location.reload()
    else void applyUpdate()
  }
  return (
    <Box position="fixed" insetX="0" bottom="0" zIndex="banner" p={{ base: '3', md: '4' }} pointerEvents="none">
      <Flex role="alert" mx="auto" maxW="lg" align="center" gap="3" p="3" ps="4" rounded="lg" bg="bg.inverted" color="fg.inverted" boxShadow="lg" pointerEvents="auto">
        <Text flex="1" fontSize="sm">{reloadNeeded ? RELOAD_TEXTS[reloadNeeded] : 'A new version is available —'}</Text>
        {!reloadNeeded && (
          <Button size="sm" variant="ghost" color="fg.inverted" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => setLater(true)}>
            Later
          </Button>
        )}
        <Button size="sm" colorPalette="brand" loading={reloading} onClick={reload}>
          Reload
        </Button>
      </Flex>
    </Box>
  )
}
