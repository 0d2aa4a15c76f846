// The notices the compare lists raise (visitor spec 4, 8, 9). Kept apart from the storage code so the
// lists stay plain data functions; written with createElement so this file needs no JSX.
import { createElement } from 'react'
import { Link as RouterLink } from 'react-router'
import { toaster } from '../components/toaster'

/** How long the "added to the Quick Compare Board" notice stays (spec 9: compare notice 5000 ms). */
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

export function noticeVendorAdded(name: string): void {
  toaster.create({
    id: COMPARE_NOTICE_ID,
    type: 'success',
    title: `${name} was added to the Quick Compare Board`,
    description: createElement(RouterLink, { to: '/evaluation-center', style: LINK_STYLE }, 'Open the Evaluation Center'),
    duration: COMPARE_NOTICE_MS,
    closable: true,
  })
}

export function noticeProductAdded(): void {
  toaster.create({ id: COMPARE_NOTICE_ID, type: 'success', title: 'Added to comparison', description: undefined, duration: COMPARE_NOTICE_MS, closable: true })
}

export function noticeProductCompareFull(limit: number): void {
  toaster.create({ id: COMPARE_NOTICE_ID, type: 'info', duration: COMPARE_NOTICE_MS, closable: true, title: `You can compare up to ${limit} products`, description: 'Remove one from the comparison to add another.' })
}
