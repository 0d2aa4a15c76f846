// "A new version is available — [Reload]": shown while an updated service worker waits. Reload activates
// it and reloads the page on the new build; until then the current version keeps working.
import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useServiceWorker } from './service-worker'

export function UpdatePrompt() {
  const updateWaiting = useServiceWorker((s) => s.updateWaiting)
  const applyUpdate = useServiceWorker((s) => s.applyUpdate)
  const [reloading, setReloading] = useState(false)
  if (!updateWaiting) return null
  return (
    <Box position="fixed" insetX="0" bottom="0" zIndex="banner" p={{ base: '3', md: '4' }} pointerEvents="none">
      <Flex
        role="alert"
        mx="auto"
        maxW="lg"
        align="center"
        gap="3"
        p="3"
        ps="4"
        rounded="lg"
        bg="bg.inverted"
        color="fg.inverted"
        boxShadow="lg"
        pointerEvents="auto"
      >
        <Text flex="1" fontSize="sm">A new version is available —</Text>
        <Button
          size="sm"
          colorPalette="brand"
          loading={reloading}
          onClick={() => {
            setReloading(true)
            void applyUpdate()
          }}
        >
          Reload
        </Button>
      </Flex>
    </Box>
  )
}
