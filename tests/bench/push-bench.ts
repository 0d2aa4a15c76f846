// npm run bench:push [-- --changes 1000 --alone 100] — draining a day of offline changes (docs/sync.md,
// "Batched push"): an admin's device queues a mix of favourites (saved, then removed), evaluation-board
// edits (three boards created offline, then edited: later changes refer to their temporary ids) and
// vendor edits, then sends them through the loopback throttling proxy (tests/bench/web/throttle-proxy.ts)
// to the real server process, at 80 ms RTT (10/5 Mbit/s) and at 300 ms RTT (2 Mbit/s). Batched (POST
// /api/sync/push, 500 a batch) with every change; one request per change (the fallback) with `--alone`
// of them, extrapolated per change. Also the server process's CPU time per applied change, from
// /proc/<pid>/stat, and the sender's (this process). The sender is the app's own (web/sync/push) run in
// Node over fake-indexeddb. The machine's load average is printed with the table: on a shared box the
// wall times depend on it, the CPU times much less.
// Prints Markdown for BENCHMARKS.md. Ports: BENCH_PUSH_PORT (default 3720) and the next two.
import 'fake-indexeddb/auto'
import { readFileSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { adminCookie, startServer } from './bench-server'
import { startThrottleProxy, type LinkProfile, type ThrottleProxy } from './web/throttle-proxy'

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : Number(process.argv[at + 1])
}
const CHANGES = option('changes', 1000)
const ALONE = option('alone', 100)
const WARM_UP = 30
const PORT = Number(process.env.BENCH_PUSH_PORT ?? 3720)
const LINKS: LinkProfile[] = [
  { name: '80 ms RTT, 10/5 Mbit/s', downMbit: 10, upMbit: 5, rttMs: 80 },
  { name: '300 ms RTT, 2 Mbit/s', downMbit: 2, upMbit: 2, rttMs: 300 },
]
const step = (text: string) => console.log(`[bench:push ${new Date().toISOString().slice(11, 19)}] ${text}`)
const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ')

// The browser globals the sync engine reads (tests/sync/page-globals.ts does the same under vitest).
const storage = new Map<string, string>()
Object.assign(globalThis, {
  localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) },
})
if (typeof navigator === 'undefined') Object.assign(globalThis, { navigator: { onLine: true } })

const { openVettedDb } = await import('../../web/db/db')
const { pull } = await import('../../web/sync/pull/pull')
const { followIdentity } = await import('../../web/sync/account/account-data')
const { useSession } = await import('../../web/sync/base/session')
const { createLocal, updateLocal, queueWrite } = await import('../../web/sync/push/local-writes')
const { sendPending } = await import('../../web/sync/push/sender')
const { MAX_PUSH_MUTATIONS } = await import('../../sync/protocol/push')
type VettedDb = Awaited<ReturnType<typeof openVettedDb>>

/** Clock ticks of CPU the process has used (user + system; 100 a second on Linux). */
const cpuTicks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return Number(fields[11]) + Number(fields[12])
}

const dbPath = '.tmp/bench-push.db'
for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true })
const server = await startServer(dbPath, PORT)
const cookie = await adminCookie(server.url)
const fetchVia = (base: string) => (path: string, init: RequestInit) =>
  fetch(base + path, { ...init, headers: { ...(init.headers as Record<string, string>), Origin: base, Cookie: cookie } })
const me = (await (await fetchVia(server.url)('/api/auth/me', {})).json()) as { id: number; username: string; role: 'admin' }
useSession.setState({ user: { id: me.id, username: me.username, email: '', firstName: null, lastName: null, role: 'admin' }, known: true, checkedAt: Date.now() })

let devices = 0
/** A device holding the catalogue with `count` changes queued, the mix the issue names. */
async function queuedDevice(count: number): Promise<VettedDb> {
  const db = openVettedDb(`bench-push-${process.pid}-${devices++}`)
  await pull(db, { fetchImpl: fetchVia(server.url), ownerId: me.id })
  await followIdentity(db, useSession.getState().user, fetchVia(server.url))
  const vendors = await db.vendors.toArray()
  const items = [...vendors.map((v) => ['vendor', v.id] as const), ...(await db.products.toArray()).map((p) => ['product', p.id] as const)]
  const boards: number[] = []
  let boardEdits = 0
  for (let i = 0; i < count; i++) {
    if (i % 3 === 0) {
      // Saved, then removed on the next pass over the items.
      const [itemType, itemId] = items[(i / 3) % items.length]
      await queueWrite(db, [db.favorites], async ({ queue, tempId }) => {
        const existing = await db.favorites.where('[itemType+itemId]').equals([itemType, itemId]).first()
        if (existing) {
          await db.favorites.delete(existing.id)
          return queue({ name: 'favorite.remove', entityId: existing.id, args: { itemType, itemId }, before: existing })
        }
        const id = await tempId()
        await db.favorites.put({ id, version: 0, userId: me.id, itemType, itemId, createdAt: new Date().toISOString() })
        return queue({ name: 'favorite.add', entityId: id, tempId: id, args: { itemType, itemId }, before: null })
      })
    } else if (i % 3 === 1) {
      if (boards.length < 3) boards.push(await createLocal(db, 'board', { name: `Shortlist ${boards.length + 1}`, type: 'vendor', items: [], weights: {}, notes: '' }))
      else await updateLocal(db, 'board', boards[boardEdits++ % boards.length], { notes: `Scored on the flight, pass ${i}` })
    } else {
      await updateLocal(db, 'vendor', vendors[i % vendors.length].id, { description: `Edited on the train, pass ${i}` })
    }
  }
  return db
}

/** Sends until nothing is queued; the wall time, the requests, and the server's CPU ticks it took. */
async function drain(db: VettedDb, proxy: ThrottleProxy, batch: number | false) {
  const base = proxy.url
  proxy.resetBytes()
  let requests = 0
  let waitedMs = 0
  const counting = async (path: string, init: RequestInit) => {
    requests++
    const at = performance.now()
    const res = await fetchVia(base)(path, init)
    const body = await res.arrayBuffer()
    waitedMs += performance.now() - at
    return new Response(res.status === 204 ? null : body, { status: res.status, statusText: res.statusText, headers: res.headers })
  }
  const cpuBefore = cpuTicks(server.pid)
  const senderBefore = process.cpuUsage()
  const started = performance.now()
  for (let round = 0; round < 50 && (await db.outbox.count()) > 0; round++) await sendPending(db, counting, { ignoreBackoff: true, ownerId: me.id, batch })
  const ms = performance.now() - started
  const sender = process.cpuUsage(senderBefore)
  const left = await db.outbox.count()
  const refused = await db.rejections.count()
  if (left || refused) throw new Error(`${left} changes left, ${refused} refused: ${JSON.stringify((await db.rejections.toArray()).slice(0, 3))}`)
  return { ms, requests, waitedMs, cpuMs: (cpuTicks(server.pid) - cpuBefore) * 10, senderCpuMs: (sender.user + sender.system) / 1000, ...proxy.bytes() }
}

const rows: string[] = []
const loadAtStart = load()
try {
  for (const [n, link] of LINKS.entries()) {
    const proxy = await startThrottleProxy(PORT, PORT + 1 + n, link)
    try {
      if (n === 0) {
        // Not counted: the server's and the sender's code paths run once before they are timed, as on
        // a server that has been up for a while and a page that has sent before.
        step(`warming up: ${WARM_UP} changes batched and ${WARM_UP} one request each`)
        await drain(await queuedDevice(WARM_UP), proxy, MAX_PUSH_MUTATIONS)
        await drain(await queuedDevice(WARM_UP), proxy, false)
      }
      step(`${link.name}: ${CHANGES} changes batched`)
      const batched = await drain(await queuedDevice(CHANGES), proxy, MAX_PUSH_MUTATIONS)
      step(`${link.name}: ${ALONE} changes one request each`)
      const alone = await drain(await queuedDevice(ALONE), proxy, false)
      const perAlone = alone.ms / ALONE
      const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`
      rows.push(
        `| ${link.name} | ${CHANGES} batched | ${(batched.ms / 1000).toFixed(1)} s | ${batched.requests} | ${(batched.waitedMs / 1000).toFixed(1)} s | ${kb(batched.up)} / ${kb(batched.down)} | ${(batched.ms / CHANGES).toFixed(1)} ms | ${(batched.cpuMs / CHANGES).toFixed(2)} ms | ${(batched.senderCpuMs / CHANGES).toFixed(2)} ms |`,
        `| ${link.name} | ${ALONE} one request each (${CHANGES}: about ${((perAlone * CHANGES) / 1000).toFixed(0)} s) | ${(alone.ms / 1000).toFixed(1)} s | ${alone.requests} | ${(alone.waitedMs / 1000).toFixed(1)} s | ${kb(alone.up)} / ${kb(alone.down)} | ${perAlone.toFixed(1)} ms | ${(alone.cpuMs / ALONE).toFixed(2)} ms | ${(alone.senderCpuMs / ALONE).toFixed(2)} ms |`,
      )
    } finally {
      await proxy.close()
    }
  }
} finally {
  await server.stop()
}
console.log(`\nLoad average (1/5/15 min) at start: ${loadAtStart}; at end: ${load()}. Node ${process.version}.\n`)
console.log('| link | changes sent | drained in | requests | waiting for answers | bytes up / down | per change | server CPU per change | sender CPU per change |')
console.log('|---|---|---|---|---|---|---|---|---|')
for (const row of rows) console.log(row)
process.exit(0)
