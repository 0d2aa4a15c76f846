// Signing out, for the user menu and the mobile menu. With changes of their own not sent yet, the person
// is asked first (docs/sync.md, "Accounts on a shared device"): Send now, Discard, or Keep on this
// device (put aside by the sync engine and sent when they sign in here again). This file reads the
// local copy (Dexie), so only lazily loaded parts import it, never the header's first JavaScript.
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { toaster } from '../../components/toaster'
import { countUnsent, discardUnsent, sendUnsent, useUnsentCount } from '../../data/account/sign-out'
import { useSyncStatus } from '../../sync/base/status-store'
import { useSignOut, type SessionUser } from './header-session'

const unsentLabel = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'} not sent yet`

/**
 * Sign out, and whether it is in progress (for the "Signing out..." label). `dialog` must be rendered
 * by the caller. A caller inside a menu passes `beforeAsking`: it closes the menu and calls `ask` once
 * the menu is gone, since a dialog opened while the menu is still open counts as part of the menu's
 * layer and is dismissed with it.
 */
export function useSignOutAction(user: SessionUser, beforeAsking?: (ask: () => void) => void) {
  const signOut = useSignOut()
  const [signingOut, setSigningOut] = useState(false)
  const [asking, setAsking] = useState(false)

  async function finish(kept: boolean) {
    setSigningOut(true)
    try {
      // Never fails: the device signs out even when the server cannot be told yet (web/sync/base/session.ts).
      const ended = await signOut()
      const notes = [
        kept && 'Your unsent changes stay on this device and are sent when you sign in here again.',
        !ended && "The server will be told when you're back online.",
      ].filter(Boolean)
      toaster.create({ title: 'Logged out', description: notes.join(' ') || undefined, type: 'success' })
    } finally {
      setSigningOut(false)
    }
  }

  async function start() {
    // The local copy unreadable is no reason to keep someone signed in on a shared device.
    if ((await countUnsent(user.id).catch(() => 0)) === 0) return finish(false)
    if (beforeAsking) beforeAsking(() => setAsking(true))
    else setAsking(true)
  }

  const dialog = asking ? <SignOutDialog userId={user.id} onClose={() => setAsking(false)} onSignOut={finish} /> : null
  return { signingOut, signOut: start, dialog }
}

type Choice = 'send' | 'discard' | 'keep'

function SignOutDialog({ userId, onClose, onSignOut }: { userId: number; onClose: () => void; onSignOut: (kept: boolean) => Promise<void> }) {
  const unsent = useUnsentCount(userId)
  const online = useSyncStatus((s) => s.online)
  const [busy, setBusy] = useState<Choice | null>(null)
  const [leftAfterSend, setLeftAfterSend] = useState(false)

  /** `work` resolves true when the person may now leave. */
  async function choose(choice: Choice, work: () => Promise<boolean>) {
    setBusy(choice)
    try {
      if (await work()) await onSignOut(choice === 'keep')
    } finally {
      setBusy(null)
    }
  }
  const send = () =>
    choose('send', async () => {
      const left = await sendUnsent(userId)
      setLeftAfterSend(left > 0)
      return left === 0
    })
  const discard = () => choose('discard', () => discardUnsent(userId).then(() => true))
  const keep = () => choose('keep', () => Promise.resolve(true))

  return (
    // A question to answer: a click beside it does not dismiss it; Escape and the close button cancel.
    <Dialog.Root role="alertdialog" open onOpenChange={(e) => !e.open && busy === null && onClose()} placement="center"
      closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Sign out?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontWeight="semibold">{unsent === undefined ? '' : unsentLabel(unsent)}</Text>
                <Text color="fg.muted" fontSize="sm">
                  Send them now, discard them, or keep them on this device: kept changes are sent the next time you sign in here,
                  and nobody else who uses this device sees them.
                </Text>
                {leftAfterSend && (
                  <Text role="status" color="fg.error" fontSize="sm">
                    Some changes could not be sent. Keep them on this device or discard them.
                  </Text>
                )}
                {!online && (
                  <Text id="sign-out-send-hint" fontSize="sm">
                    You&apos;re offline. Sending needs a connection.
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" colorPalette="red" onClick={discard} loading={busy === 'discard'} disabled={busy !== null}>
                Discard
              </Button>
              <Button variant="outline" onClick={keep} loading={busy === 'keep'} disabled={busy !== null}>
                Keep on this device
              </Button>
              <Button onClick={send} loading={busy === 'send'} disabled={!online || busy !== null}
                aria-describedby={online ? undefined : 'sign-out-send-hint'}>
                Send now
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy !== null} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
