// The compare icon in the header (compare-button.tsx). The count reads the local copy, whose code loads
// after the page: until then, no badge.
import { lazyPart } from '../../components/lazy-part'
import { CompareButton } from './compare-button'

const CountedCompareLink = lazyPart(() => import('./counted-compare-link'), () => <CompareButton vendors={0} products={0} />)

export function CompareLink() {
  return <CountedCompareLink />
}
