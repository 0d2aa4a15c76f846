// The header's workspace picker with its data: the person's workspaces on this device and the current
// one (kept per device and person: web/data/account/workspaces.ts). Loaded after the page, with the
// local copy's code and the select's styles.
import { pickWorkspace, useCurrentWorkspace, useMyWorkspaces } from '../../data/account/workspaces'
import { useSession } from '../../sync/base/session'
import { ExtendedChakra } from '../../theme/extended-system'
import { WorkspacePickerView } from './workspace-picker-view'

export default function WorkspacePicker() {
  const userId = useSession((s) => s.user?.id)
  const workspaces = useMyWorkspaces(userId)
  const current = useCurrentWorkspace()
  if (!workspaces?.length) return null
  // The select's recipe is not in the first screen's trimmed system: it loads with this part.
  return <ExtendedChakra><WorkspacePickerView workspaces={workspaces} currentId={current?.id ?? null} onPick={pickWorkspace} /></ExtendedChakra>
}
