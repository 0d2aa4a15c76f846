// Requests awaiting the person's approval (the workspaces feature). ExtendedChakra registers the
// recipes of its selects, text areas and alerts.
import Screen from '../../features/workspaces/approvals-screen'
import { ExtendedChakra } from '../../theme/extended-system'

export default function Route() {
  return <ExtendedChakra><Screen /></ExtendedChakra>
}
