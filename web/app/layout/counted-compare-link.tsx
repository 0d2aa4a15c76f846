// The header's compare icon with the live counts of both compare lists (lazily loaded by compare-link.tsx).
import { CompareButton } from './compare-button'
import { useCompareCounts } from './header-data'

export default function CountedCompareLink() {
  return <CompareButton {...useCompareCounts()} />
}
