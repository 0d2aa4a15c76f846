// Adding to the compare lists from a screen, with the notices it raises. The
// lists themselves are plain data functions (web/data/account/compare.ts); written with createElement
// so this file needs no JSX.
import { createElement } from 'react'
import { Link as RouterLink } from 'react-router'
import { addProductToCompare, addVendorToCompare, PRODUCT_COMPARE_LIMIT, type ProductCompareRequest, type ProductCompareResult } from '../data/account/compare'
import { toaster } from './toaster'

/** How long the "added to the Quick Compare Board" notice stays: 5000 ms. */
export const COMPARE_NOTICE_MS = 5000

// One notice at a time is shown and later ones queue: compare notices share an id, so adding several
// items in a row updates the visible notice instead of queueing one 5-second notice per click.
const COMPARE_NOTICE_ID = 'compare-notice'

// The toast dims its description and a success toast is green: the link gets its own light chip so it
// keeps a readable contrast in both colour modes.
const LINK_STYLE = {
  display: 'inline-block', marginTop: '4px', padding: '2px 8px', borderRadius: '4px',
  background: '#ffffff', color: '#14532d', fontWeight: 600, textDecoration: 'underline',
} as const

function noticeVendorAdded(name: string): void {
  toaster.create({
    id: COMPARE_NOTICE_ID,
    type: 'success',
    title: `${name} was added to the Quick Compare Board`,
    description: createElement(RouterLink, { to: '/evaluation-center', style: LINK_STYLE }, 'Open the Evaluation Center'),
    duration: COMPARE_NOTICE_MS,
  })
}

function noticeProductAdded(): void {
  toaster.create({ id: COMPARE_NOTICE_ID, type: 'success', title: 'Added to comparison', description: undefined, duration: COMPARE_NOTICE_MS })
}

function noticeProductCompareFull(limit: number): void {
  toaster.create({ id: COMPARE_NOTICE_ID, type: 'info', duration: COMPARE_NOTICE_MS, title: `You can compare up to ${limit} products`, description: 'Remove one from the comparison to add another.' })
}

/** Adds a vendor to the Quick Compare Board and announces it for 5 s; returns whether it was added. */
export async function compareVendor(vendor: { id: number; name: string }): Promise<boolean> {
  const added = await addVendorToCompare(vendor)
  if (added) noticeVendorAdded(vendor.name)
  return added
}

/** Adds an item to the product comparison: "Added to comparison", or the limit's notice when 4 are held. */
export async function compareProduct(request: ProductCompareRequest): Promise<ProductCompareResult> {
  const result = await addProductToCompare(request)
  if (result === 'added') noticeProductAdded()
  if (result === 'full') noticeProductCompareFull(PRODUCT_COMPARE_LIMIT)
  return result
}
