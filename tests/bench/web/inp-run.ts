// One catalogue's INP measurement, shared by `npm run bench:inp` (focused runs, with a traced run per
// interaction) and `npm run bench:web` (the goals table): a first visit to /vendors until the copy is
// complete in IndexedDB, then each run loads /vendors afresh from that copy, waits until the page is
// quiet, slows the CPU and does one interaction, so the page's INP is that interaction's
// (./inp-interactions.ts). With source maps, one more traced run per interaction says where its time goes.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import { newBenchContext } from './browser'
import { cdpOf, INTERACTIONS, runInteraction, type Interaction, type InteractionRun } from './inp-interactions'
import { inpInitScript } from './inp-page'
import type { CatalogueResult, InpProfile } from './inp-report'
import { analyseMainThread, eventsBetween, parseTrace, TRACE_CATEGORIES } from './main-thread'
import { waitUntilWarm } from './offline-start'
import type { SourceMaps } from './source-maps'

export interface InpOptions {
  /** The catalogue's name in the report ("60k", "demo"). */
  name: string
  url: string
  vendors: number
  runs: number
  /** Interaction keys to measure (all when absent). */
  only?: string[]
  /** The build's source maps: one more traced run per interaction, named through them (none when absent). */
  maps?: SourceMaps
  step: (text: string) => void
}

/** One more run under tracing: the interaction's window analysed (null if it stayed under 16 ms). */
async function tracedRun(browser: Browser, page: Page, cdp: CDPSession, url: string, vendors: number, interaction: Interaction, maps: SourceMaps): Promise<InpProfile | null> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES })
  let run: InteractionRun | undefined
  let buffer: Buffer
  try {
    run = await runInteraction(page, cdp, url, vendors, interaction)
  } finally {
    buffer = await browser.stopTracing()
  }
  const inp = run.inp
  if (!inp) return null
  const events = parseTrace(buffer)
  const origin = new URL(url).origin
  const phases = [{ name: 'until the interaction', endMs: inp.time }, { name: 'the interaction', endMs: inp.time + inp.value }]
  const profile = analyseMainThread(events, origin, phases, maps)
  return { inp, cpuMs: profile.phases[1].cpuMs, costs: profile.phaseCosts[1], events: eventsBetween(events, origin, inp.time, inp.time + inp.value) }
}

/** The INP of each interaction on the catalogue the server at `url` serves, in a context of its own. */
export async function measureInp(browser: Browser, { name, url, vendors, runs, only, maps, step }: InpOptions): Promise<CatalogueResult> {
  let context: BrowserContext | null = null
  try {
    context = await newBenchContext(browser, { serviceWorkers: 'allow', viewport: { width: 1280, height: 800 } })
    await context.addInitScript({ content: inpInitScript() })
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('page error:', error.message))
    step(`${name}: first visit to /vendors until the copy is complete in IndexedDB`)
    await page.goto(`${url}/vendors`, { waitUntil: 'commit', timeout: 60_000 })
    await waitUntilWarm(page)
    const cdp = await cdpOf(context, page)
    const interactions = []
    for (const interaction of INTERACTIONS.filter((i) => !only || only.includes(i.key))) {
      const measured: InteractionRun[] = []
      for (let i = 0; i < runs; i++) {
        const run = await runInteraction(page, cdp, url, vendors, interaction)
        measured.push(run)
        step(`${name}: ${interaction.key} run ${i + 1}/${runs}: INP ${run.inp?.value ?? '< 16'} ms${run.resultPaintedMs ? `, result painted ${Math.round(run.resultPaintedMs)} ms` : ''}`)
      }
      const profile = maps ? await tracedRun(browser, page, cdp, url, vendors, interaction, maps) : null
      interactions.push({ key: interaction.key, label: interaction.label, runs: measured, profile })
    }
    return { name, vendors, interactions }
  } finally {
    await context?.close()
  }
}
