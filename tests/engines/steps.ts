// Steps the engine scenarios share: accounts made from inside the page (its own cookie jar), the first
// visit that leaves the whole catalogue on the device, the server going away and coming back, and
// reads of what the page, the device's copy and the server hold.
import assert from 'node:assert/strict'
import { PUSH_PATH } from '../../sync/protocol/push'
import type { FaultProxy } from '../e2e/faults/fault-proxy'
import { ADMIN_PASSWORD, type ServerProcess } from '../e2e/faults/server-process'
import type { EnginePage, Target } from './engine-page'

export interface ScenarioContext {
  page: EnginePage
  server: ServerProcess
  proxy: FaultProxy
  engine: string
  /** Another page of the same engine, with its own profile (closed by the runner). */
  newPage(): Promise<EnginePage>
}

export interface Scenario {
  name: string
  run(ctx: ScenarioContext): Promise<void>
}

/** The sender retries with backoff (up to a minute) while the server is away: give it that. */
export const BACK_ONLINE_TIMEOUT_MS = 90_000

export const button = (name: string): Target => ({ css: 'button, [role=menuitem]', name })
export const heading = (name: string, level = 1): Target => ({ css: `h${level}`, name })
export const waitingBadge = (n: number): Target => button(`${n} ${n === 1 ? 'change' : 'changes'} waiting to sync`)
export const offlineBadge: Target = { css: 'header span, header div', name: 'Offline' }

let counter = 0
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`

export function count(server: ServerProcess, sql: string, ...params: unknown[]): number {
  return server.query<{ n: number }>(`SELECT count(*) AS n FROM (${sql})`, ...params)[0].n
}

/** A call from inside the page (same origin, the page's cookies), answered as { status, json }. */
export function apiInPage(page: EnginePage, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async (m: string, p: string, b: unknown) => {
      const res = await fetch(p, { method: m, headers: { 'content-type': 'application/json' }, body: b === null ? undefined : JSON.stringify(b) })
      const text = await res.text()
      return { status: res.status, json: text ? JSON.parse(text) : null }
    },
    method, path, body ?? null,
  )
}

/** Registers and signs in from the page (a page of the site must be open); returns the user's id. */
export async function signUpInPage(page: EnginePage, username = uniqueName('buyer')): Promise<{ id: number; username: string; password: string }> {
  const password = 'engine-password-1'
  const registered = await apiInPage(page, 'POST', '/api/auth/register', { username, email: `${username}@example.com`, password })
  assert.equal(registered.status, 202, JSON.stringify(registered.json))
  return { ...(await signInInPage(page, username, password)), username, password }
}

export async function signInInPage(page: EnginePage, username: string, password: string): Promise<{ id: number }> {
  const login = await apiInPage(page, 'POST', '/api/auth/login', { username, password })
  assert.equal(login.status, 200, JSON.stringify(login.json))
  return { id: (login.json as { id: number }).id }
}

export const signInAsAdmin = (page: EnginePage) => signInInPage(page, 'admin', ADMIN_PASSWORD)

/**
 * In the page: every row of a table of the device's copy (IndexedDB "vetted"), or null when the
 * database or table is not there yet. Never creates the database (an upgrade it would start is
 * aborted) and gives up after 5 s rather than hang behind the app's own upgrade.
 */
function readTableInPage(name: string): Promise<unknown[] | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 5_000)
    const done = (rows: unknown[] | null) => (clearTimeout(timer), resolve(rows))
    const open = indexedDB.open('vetted')
    open.onupgradeneeded = () => open.transaction?.abort()
    open.onerror = () => done(null)
    open.onsuccess = () => {
      const db = open.result
      if (!db.objectStoreNames.contains(name)) return (db.close(), done(null))
      const req = db.transaction(name).objectStore(name).getAll()
      req.onsuccess = () => (db.close(), done(req.result as unknown[]))
      req.onerror = () => (db.close(), done(null))
    }
  })
}

/** Every row of a table of the device's copy ([] while it does not exist). */
export async function localRows<T>(page: EnginePage, table: string): Promise<T[]> {
  return ((await page.evaluate(readTableInPage, table)) ?? []) as T[]
}

export const localCount = async (page: EnginePage, table: string) => (await localRows(page, table)).length

/** Waits until the device's copy holds `n` rows in `table`. */
export async function untilLocalCount(page: EnginePage, table: string, n: number, timeoutMs = 60_000) {
  await page.poll(`${n} ${table} in the device's copy`, async () => (await localCount(page, table)) === n, timeoutMs)
}

export const serviceWorkerControls = (page: EnginePage) =>
  page.waitFor('the service worker to control the page', () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, [], 30_000)

/**
 * Opens `path` and waits until the service worker controls the page and the whole catalogue is in
 * the device's copy (as many vendors and products as the server holds), so nothing is left to fetch
 * when the server goes away.
 */
export async function visitUntilCopied(page: EnginePage, server: ServerProcess, path: string) {
  await page.goto(path)
  await serviceWorkerControls(page)
  for (const table of ['vendors', 'products']) await untilLocalCount(page, table, count(server, `SELECT id FROM ${table}`))
}

/** The server becomes unreachable (the proxy cuts every connection); the header must say so. */
export async function serverGoesAway(page: EnginePage, proxy: FaultProxy, thenOpen: string) {
  proxy.refuse(true)
  await page.goto(thenOpen)
  await page.waitForElement(offlineBadge)
}

/** The server is reachable again: the header's Offline badge goes and nothing waits to be sent. */
export async function serverComesBack(page: EnginePage, proxy: FaultProxy) {
  proxy.passThrough()
  await page.waitForNoElement(offlineBadge, BACK_ONLINE_TIMEOUT_MS)
  await page.waitFor('no change waiting to sync', () => !/waiting to sync/.test(document.querySelector('header')?.innerText ?? ''), [], BACK_ONLINE_TIMEOUT_MS)
}

/**
 * Changes of one named mutation the server took: carried by batches (POST /api/sync/push) that the proxy
 * passed on and whose answer reached the browser. A change sent twice (its answer lost) counts twice.
 */
export function landedChanges(proxy: FaultProxy, name: string, since = 0): number {
  return proxy.log.slice(since).filter((e) => e.url === PUSH_PATH && e.outcome === 'answered' && e.status === 200).flatMap((e) => e.changes ?? []).filter((c) => c === name).length
}
