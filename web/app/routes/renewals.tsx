// The renewal calendar (the renewals feature). ExtendedChakra registers the recipes of its selects,
// checkboxes, dialogs and alerts.
import Screen from '../../features/renewals/renewals-screen'
import { ExtendedChakra } from '../../theme/extended-system'

export default function Route() {
  return <ExtendedChakra><Screen /></ExtendedChakra>
}
