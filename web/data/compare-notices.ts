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

export function noticeVendorAdded(name: string): void {
  toaster.create({
    id: COMPARE_NOTICE_ID,
    type: 'success',
    title: `${name} was added to the Quick Compare Board`,
    description: createElement(RouterLink, { to: '/evaluation-center', style: { textDecoration: 'underline' } }, 'Open the Evaluation Center'),
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
