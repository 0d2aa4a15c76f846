// The header's compare icon, with how many vendors and products wait on the compare lists: a vendor's
// Compare button goes away once it is on the Quick Compare Board (visitor spec), and this count shows
// where it went. It leads to the lists in the Evaluation Center (the product list when only it holds
// something). The count reads the local copy, whose code loads after the page: until then, no badge.
import { CompareIcon } from '../../components/icons'
import { lazyPart } from '../../components/lazy-part'
import { CountBadgeLink } from './count-badge-link'

export function CompareButton({ vendors, products }: { vendors: number; products: number }) {
  const count = vendors + products
  const label = count === 0 ? 'Compare lists, empty' : `Compare lists, ${count} ${count === 1 ? 'item' : 'items'}`
  const to = vendors === 0 && products > 0 ? '/evaluation-center?list=products' : '/evaluation-center?list=vendors'
  return <CountBadgeLink to={to} label={label} count={count} icon={<CompareIcon />} testId="compare-count" />
}

const CountedCompareLink = lazyPart(() => import('./counted-compare-link'), () => <CompareButton vendors={0} products={0} />)

export function CompareLink() {
  return <CountedCompareLink />
}
