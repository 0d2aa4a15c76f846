// The header's workspace picker as shown: "Working alone" and each workspace the person is in, the
// current one selected, and a link to the workspace screens. Only shown to a person with at least one
// workspace (a person with none works alone, their requests going straight to Vetted).
import { Box, Flex, Link, NativeSelect } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import type { Workspace } from '../../../sync/schemas'

export const WORKING_ALONE = 'Working alone'

interface Props {
  workspaces: readonly Pick<Workspace, 'id' | 'name'>[]
  currentId: number | null
  onPick: (workspaceId: number | null) => void
}

export function WorkspacePickerView({ workspaces, currentId, onPick }: Props) {
  if (workspaces.length === 0) return null
  return (
    <Flex align="center" gap="1" data-testid="workspace-picker">
      {/* Narrow below 2xl, with the Workspaces link in the account menu only: the header's search keeps its room. */}
      <Box w={{ base: '32', '2xl': '44' }}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label="Current workspace" value={currentId === null ? '' : String(currentId)}
            onChange={(e) => onPick(e.target.value === '' ? null : Number(e.target.value))}>
            <option value="">{WORKING_ALONE}</option>
            {workspaces.map((w) => <option key={w.id} value={String(w.id)}>{w.name}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      <Link asChild fontSize="sm" display={{ base: 'none', '2xl': 'inline' }}>
        <RouterLink to={currentId === null ? '/workspaces' : `/workspaces/${currentId}`}>Workspace</RouterLink>
      </Link>
    </Flex>
  )
}
