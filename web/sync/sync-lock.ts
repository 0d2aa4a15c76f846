// The sync lock (docs/sync.md, "Outbox"; docs/engines.md): one tab at a time runs a round, with the
// Web Lock `name` where the browser has Web Locks. Without them (Safari before 15.4) every tab may
// send: each change still lands once, as every entry carries its Idempotency-Key and the server
// replays the stored answer to a second send (tests/sync/two-senders.test.ts).
//
// A page that is hidden gives the lock up at once, without waiting for its round: WebKit freezes a
// page it keeps in its back-forward cache, and a lock that page held would stop every round of the
// site's other pages until that cached page is dropped.
export async function withSyncLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return work()
  let done!: Promise<T>
  let onHide = () => undefined as void
  const hidden = new Promise<void>((resolve) => (onHide = resolve))
  window.addEventListener('pagehide', onHide)
  try {
    await navigator.locks.request(name, () => {
      done = work()
      return Promise.race([done.then(() => undefined, () => undefined), hidden])
    })
  } finally {
    window.removeEventListener('pagehide', onHide)
  }
  return done
}
