// The header's search box: the shared search box (type-ahead dropdown, keyboard, "Searching...") in
// its compact size; submitting non-blank text opens the marketplace hub with that search.
import { SearchBox } from '../../components/search-box/search-box'

export function HeaderSearch({ onSubmitted }: { onSubmitted?: () => void }) {
  return <SearchBox variant="compact" onNavigated={onSubmitted} />
}
