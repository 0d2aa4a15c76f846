// The page behind steps 2 and 3 of tests/bench/web-bench.ts, served by the real server from the same
// origin as the app (so it shares nothing with the app's production bundle, which exposes no hooks).
// window.benchFeed() fills this origin's IndexedDB copy from the real change feed with the calls
// pull() makes (fetch, parse, applyChanges), timing each part per page; window.benchSearch() then starts
// the real search worker (search-client.ts), times it until searchIndexReady() resolves, and times the
// round trip of searchCatalog for every keystroke of the typing sequence.
import type { ChangesPage } from '../../../../sync/protocol/changes'
import { db } from '../../../../web/data/db'
import { PAGE_SIZE } from '../../../../web/sync/pull'
import { applyChanges } from '../../../../web/sync/apply-changes'
import { DROPDOWN_LIMITS, searchCatalog, searchIndexReady, startSearchIndex } from '../../../../web/search/search-client'
import { percentile } from '../../search/stats'
import { keystrokes } from '../../search/typing-queries'

export interface FeedTimings { pages: number; rows: number; mb: number; totalMs: number; answerMs: number; bodyMs: number; parseMs: number; applyMs: number; slowestApplyMs: number; applyFirstPagesMs: number; applyLastPagesMs: number }
export interface SearchTimings { buildMs: number; keystrokes: number; p50: number; p95: number; max: number; vendorsFound: number; productsFound: number }

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

async function benchFeed(): Promise<FeedTimings> {
  const answer: number[] = [], body: number[] = [], parse: number[] = [], apply: number[] = []
  let since = 0, rows = 0, bytes = 0
  const started = performance.now()
  for (;;) {
    const t0 = performance.now()
    const res = await fetch(`/api/sync/changes?since=${since}&limit=${PAGE_SIZE}`, { credentials: 'include', headers: { Accept: 'application/json' } })
    const t1 = performance.now()
    const text = await res.text()
    const t2 = performance.now()
    if (!res.ok) throw new Error(`feed answered ${res.status}: ${text.slice(0, 200)}`)
    const page = JSON.parse(text) as ChangesPage
    const t3 = performance.now()
    await applyChanges(db, page.changes, page.next)
    const t4 = performance.now()
    answer.push(t1 - t0); body.push(t2 - t1); parse.push(t3 - t2); apply.push(t4 - t3)
    rows += page.changes.length
    bytes += text.length
    if (!page.hasMore) break
    since = page.next
  }
  return {
    pages: apply.length, rows, mb: bytes / 1e6, totalMs: performance.now() - started, answerMs: sum(answer),
    bodyMs: sum(body), parseMs: sum(parse), applyMs: sum(apply), slowestApplyMs: Math.max(...apply),
    applyFirstPagesMs: sum(apply.slice(0, 5)) / Math.min(5, apply.length), applyLastPagesMs: sum(apply.slice(-5)) / Math.min(5, apply.length),
  }
}

async function benchSearch(): Promise<SearchTimings> {
  const started = performance.now()
  startSearchIndex()
  await searchIndexReady()
  const buildMs = performance.now() - started
  const typed = keystrokes()
  for (const q of typed) await searchCatalog(q, DROPDOWN_LIMITS) // warm-up round
  const samples: number[] = []
  for (let round = 0; round < 3; round++) {
    for (const q of typed) {
      const sent = performance.now()
      await searchCatalog(q, DROPDOWN_LIMITS)
      samples.push(performance.now() - sent)
    }
  }
  const check = await searchCatalog('security', DROPDOWN_LIMITS)
  return {
    buildMs, keystrokes: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), max: Math.max(...samples),
    vendorsFound: check.vendors.length, productsFound: check.products.length,
  }
}

Object.assign(window, { benchFeed, benchSearch })
