// Company workspaces: the person's workspaces, invitations and a form to create one (the workspaces feature). ExtendedChakra registers the
// recipes of its selects, text areas and alerts.
import Screen from '../../features/workspaces/workspaces-screen'
import { ExtendedChakra } from '../../theme/extended-system'

export default function Route() {
  return <ExtendedChakra><Screen /></ExtendedChakra>
}
