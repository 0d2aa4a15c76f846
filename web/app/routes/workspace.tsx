// One company workspace: members, roles, invitations and the approval policy (the workspaces feature). ExtendedChakra registers the
// recipes of its selects, text areas and alerts.
import Screen from '../../features/workspaces/workspace-screen'
import { ExtendedChakra } from '../../theme/extended-system'

export default function Route() {
  return <ExtendedChakra><Screen /></ExtendedChakra>
}
