// Step 4: the JavaScript `/` loads on a first visit (fresh context, no service worker, so every file
// comes from the network and is seen here), gzipped with node:zlib at its default level (6): the files
// whose responses arrived before the load event, and all of them once the network is idle and no new
// script has come for 2 s.
import type { Browser } from 'playwright-core'
import { gzipSync } from 'node:zlib'
import { newBenchContext } from './browser'

export interface ScriptFile { path: string; bytes: number; gzipBytes: number; beforeLoad: boolean }
export interface JsWeight { files: ScriptFile[]; loadGzipKb: number; idleGzipKb: number; idleRawKb: number }

export async function measureJsWeight(browser: Browser, url: string): Promise<JsWeight> {
  const context = await newBenchContext(browser, { serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    let loaded = false
    page.on('load', () => { loaded = true })
    const pending: Promise<ScriptFile | null>[] = []
    page.on('response', (res) => {
      const type = res.request().resourceType()
      const isScript = type === 'script' || /javascript/.test(res.headers()['content-type'] ?? '')
      if (!isScript) return
      const beforeLoad = !loaded
      pending.push(res.body().then(
        (body) => ({ path: new URL(res.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body).length, beforeLoad }),
        () => null,
      ))
    })
    await page.goto(`${url}/`, { waitUntil: 'load', timeout: 30_000 })
    await page.waitForLoadState('networkidle', { timeout: 30_000 })
    // Work started when the page goes idle (the search worker) can begin after "network idle":
    // wait until 2 s pass without a new script, at most 10 s.
    for (let waited = 0, seen = -1; seen !== pending.length && waited < 10_000; waited += 2000) {
      seen = pending.length
      await page.waitForTimeout(2000)
    }
    const files = (await Promise.all(pending)).filter((f): f is ScriptFile => f !== null)
    const kb = (list: ScriptFile[], key: 'bytes' | 'gzipBytes') => list.reduce((t, f) => t + f[key], 0) / 1024
    return { files, loadGzipKb: kb(files.filter((f) => f.beforeLoad), 'gzipBytes'), idleGzipKb: kb(files, 'gzipBytes'), idleRawKb: kb(files, 'bytes') }
  } finally {
    await context.close()
  }
}
