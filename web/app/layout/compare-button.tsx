// The header's compare icon, with how many vendors and products wait on the compare lists: a vendor's
// Compare button goes away once it is on the Quick Compare Board, and this count shows where it went.
// It leads to the lists in the Evaluation Center (the product list when only it holds something).
import { CompareIcon } from '../../components/icons'
import { CountBadgeLink } from './count-badge-link'

export function CompareButton({ vendors, products }: { vendors: number; products: number }) {
  const count = vendors + products
  const label = count === 0 ? 'Compare lists, empty' : `Compare lists, ${count} ${count === 1 ? 'item' : 'items'}`
  const to = vendors === 0 && products > 0 ? '/evaluation-center?list=products' : '/evaluation-center?list=vendors'
  return <CountBadgeLink to={to} label={label} count={count} icon={<CompareIcon />} testId="compare-count" />
}
