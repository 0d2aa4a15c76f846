// The sync lock (docs/sync.md, "Outbox"; docs/engines.md): one tab at a time runs a round, with the
// Web Lock `name` where the browser has Web Locks. Without them (Safari before 15.4) every tab may
// send: each change still lands once, as both tabs send it under the same change number and the server
// answers the second with the recorded answer (tests/sync/two-senders.test.ts).
//
// A page that is hidden gives the lock up at once, without waiting for its round: WebKit freezes a
// page it keeps in its back-forward cache mid-round, and a lock that page kept would stop every round
// of the site's other pages. WebKitGTK 2.50 was seen freeing such a page's locks by itself (its frozen
// IndexedDB work was what blocked: page-lifecycle.ts); this does not depend on that.
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
