// One request's approval: decide, or edit and send it again (the workspaces feature). ExtendedChakra registers the
// recipes of its selects, text areas and alerts.
import Screen from '../../features/workspaces/approval-screen'
import { ExtendedChakra } from '../../theme/extended-system'

export default function Route() {
  return <ExtendedChakra><Screen /></ExtendedChakra>
}
