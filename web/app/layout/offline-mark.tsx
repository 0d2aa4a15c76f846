// The header's offline icon, in the status control's place while the control's code has not loaded.
import { Flex } from '@chakra-ui/react'
import { OfflineIcon } from '../../components/icons'

export function OfflineMark() {
  return (
    <Flex align="center" justify="center" h="8" px="2" rounded="md" bg="orange.subtle" color="orange.fg" title="You are offline: showing saved data" aria-hidden="true">
      <OfflineIcon size={16} />
    </Flex>
  )
}
