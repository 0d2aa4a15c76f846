// The header's compact status control and its details popover: an icon (offline, or syncing) and the
// number of changes waiting (or needing attention) open the queued changes, last sync, refused changes
// with the server's reasons, conflicts, and Sync now. Loaded by SyncStatus only when there is something
// to show. The control's accessible name says what waits ("2 changes waiting to sync", "1 need
// attention", or "Offline"); it is described by the live region that says "Offline".
import { Box, Button, Popover, Portal, Stack, Text } from '@chakra-ui/react'
import { formatDate } from '../../../sync/rules/dates'
import { dismissRejections, type SyncOverview } from '../../sync/sync-hooks'
import { STORAGE_NOT_KEPT_TEXT } from '../../pwa/persistent-storage'
import { IDLE_EVICTION_TEXT } from '../../pwa/storage-eviction'
import { syncNow } from '../../sync/engine'
import { useSyncStatus } from '../../sync/base/status-store'
import { useAuthDialogStore } from '../../components/auth-dialog-store'
import { OfflineIcon, SyncIcon } from '../../components/icons'
import { SyncReview } from './sync-review'

export const waitingText = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'} waiting to sync`

export function formatSyncedAt(at: number | null, now = Date.now()): string {
  if (!at) return 'Not synced yet'
  const minutes = Math.round((now - at) / 60_000)
  if (minutes < 1) return 'Last synced just now'
  if (minutes < 60) return `Last synced ${minutes} min ago`
  return `Last synced ${formatDate(at, 'dateTime')}`
}

export const STORAGE_FULL_TEXT = 'This device is out of space for the offline catalogue. Free some space, then try again.'
export const SIGN_IN_AGAIN_TEXT = 'Your session has ended. Sign in again to send these changes; they are kept on this device.'

export interface SyncDetailsProps {
  overview: SyncOverview
  /** The element that says "Offline" (the header's live region). */
  describedBy: string
}

/** The control's name: what waits and what needs attention, else "Offline". */
export function statusName(pending: number, problems: number, online: boolean): string {
  const parts = [...(pending > 0 ? [waitingText(pending)] : []), ...(problems > 0 ? [`${problems} need attention`] : [])]
  return parts.length ? parts.join(', ') : online ? 'Sync status' : 'Offline'
}

export default function SyncDetails({ overview: s, describedBy }: SyncDetailsProps) {
  const openAuth = useAuthDialogStore((a) => a.open)
  const problems = s.rejections.length + s.conflicts.length + s.review.length + (s.signInNeeded ? 1 : 0) + (s.storageFull ? 1 : 0)
  const count = s.pending || problems
  const name = statusName(s.pending, problems, s.online)
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button size="sm" variant="subtle" px="2" gap="1" minW="8" colorPalette={problems ? 'red' : s.online ? 'blue' : 'orange'}
          aria-label={name} aria-describedby={describedBy}
          title={s.online ? undefined : 'You are offline: showing saved data'}>
          {s.online ? <SyncIcon size={16} /> : <OfflineIcon size={16} />}
          {count > 0 && <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="sync-count">{count > 99 ? '99+' : count}</Text>}
          {/* What waits, in the header's text too (the aria-label is what assistive technology reads); "Offline" is the live region's. */}
          {count > 0 && <Text as="span" srOnly aria-hidden="true">{name}</Text>}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="sm">
            <Popover.Body>
              <Stack gap="3">
                <Text fontWeight="semibold">{s.pending ? waitingText(s.pending) : 'Everything is synced'}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {s.online ? formatSyncedAt(s.lastSyncedAt) : 'You are offline: changes are kept on this device and sent when you reconnect.'}
                </Text>
                {s.signInNeeded && (
                  <Box>
                    <Text fontSize="sm">{SIGN_IN_AGAIN_TEXT}</Text>
                    <Button size="xs" mt="1" onClick={() => openAuth('login')}>Sign In</Button>
                  </Box>
                )}
                {s.storageFull && (
                  <Box>
                    <Text fontSize="sm">{STORAGE_FULL_TEXT}</Text>
                    <Button size="xs" mt="1" onClick={() => { useSyncStatus.setState({ storageFull: false }); void syncNow({ ignoreBackoff: true }) }}>Try again</Button>
                  </Box>
                )}
                {s.pending > 0 && (s.storageEvictsWhenIdle || s.storageNotKept) && (
                  <Text fontSize="sm" color="fg.muted">{s.storageEvictsWhenIdle ? IDLE_EVICTION_TEXT : STORAGE_NOT_KEPT_TEXT}</Text>
                )}
                {s.review.length > 0 && <SyncReview entries={s.review} />}
                {s.conflicts.length > 0 && (
                  // Only administrators' catalogue edits can be parked: buyers' own rows merge by themselves.
                  <Text fontSize="sm">{s.conflicts.length} changed elsewhere meanwhile: open the admin area to choose which version to keep.</Text>
                )}
                {s.rejections.length > 0 && (
                  <Box>
                    <Text fontSize="sm" fontWeight="semibold">Changes the server refused</Text>
                    <Stack as="ul" gap="1" mt="1" fontSize="sm" listStyleType="none">
                      {s.rejections.map((r) => (
                        <li key={r.id}>
                          <Text as="span" color="fg.error">{r.message}</Text>{' '}
                          <Text as="span" color="fg.muted">({r.method} {r.path})</Text>
                        </li>
                      ))}
                    </Stack>
                    <Button size="xs" variant="ghost" mt="1" onClick={() => void dismissRejections()}>Dismiss</Button>
                  </Box>
                )}
                <Button size="sm" onClick={() => void syncNow({ ignoreBackoff: true })} loading={s.syncing} disabled={!s.online}>
                  Sync now
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}

