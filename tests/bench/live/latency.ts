// From an admin's write (PATCH /api/vendors/:id over HTTP) to the new text painted on a vendor page
// open in another browser context: the clock starts before the request is sent and stops at the
// second animation frame after the text is in the DOM (the first frame that shows it has been painted).
// Both clocks are the machine's wall clock (Date.now), the page's and this process's.
import type { Browser, Page } from 'playwright-core'
import { newBenchContext, within } from '../web/browser'

export interface LatencyRun {
  samples: number[]
  /** Samples taken with the event stream blocked (the timer pull alone), when asked for. */
  baseline: number[]
}

interface Admin {
  url: string
  cookie: string
}

async function patchDescription(admin: Admin, vendorId: number, description: string): Promise<void> {
  const res = await fetch(`${admin.url}/api/vendors/${vendorId}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Origin: admin.url, Cookie: admin.cookie },
    body: JSON.stringify({ description }),
  })
  if (!res.ok) throw new Error(`PATCH answered ${res.status}: ${await res.text()}`)
}

/** Resolves in the page with Date.now() once `text` is on screen and a frame showing it was painted. */
function armPaintWatch(page: Page, text: string): Promise<void> {
  return page.evaluate((wanted) => {
    const w = window as unknown as { __painted?: Promise<number> }
    w.__painted = new Promise<number>((resolve) => {
      const check = () => {
        if (!document.body.innerText.includes(wanted)) return false
        observer.disconnect()
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(Date.now())))
        return true
      }
      const observer = new MutationObserver(check)
      observer.observe(document.body, { subtree: true, childList: true, characterData: true })
      check()
    })
  }, text)
}

async function sample(page: Page, admin: Admin, vendorId: number, text: string, timeoutMs: number): Promise<number> {
  await armPaintWatch(page, text)
  const started = Date.now()
  await patchDescription(admin, vendorId, text)
  const painted = await within(timeoutMs, `"${text}" painted`, page.evaluate(() => (window as unknown as { __painted: Promise<number> }).__painted))
  return painted - started
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

export async function measureLatency(browser: Browser, admin: Admin, options: { samples: number; baseline: number }): Promise<LatencyRun> {
  const res = await fetch(`${admin.url}/api/vendors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: admin.url, Cookie: admin.cookie },
    body: JSON.stringify({ name: `Live bench ${Date.now().toString(36)}`, description: 'Live bench: start' }),
  })
  const vendor = (await res.json()) as { id: number; slug: string }
  const context = await newBenchContext(browser, { viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${admin.url}/vendors/${vendor.slug}`)
  await within(60_000, 'the vendor page', page.getByText('Live bench: start').first().waitFor())

  const samples: number[] = []
  for (let i = 0; i < options.samples; i++) {
    samples.push(await sample(page, admin, vendor.id, `Live bench: edit ${i}`, 10_000))
    await pause(300 + Math.random() * 400) // writes at no fixed phase of anything
  }

  // The same with the stream blocked: what a client without the channel waits (the minute timer).
  const baseline: number[] = []
  if (options.baseline > 0) {
    await context.route('**/api/sync/events**', (route) => route.abort())
    await page.reload()
    await within(60_000, 'the vendor page', page.getByText(`Live bench: edit ${options.samples - 1}`).first().waitFor())
    for (let i = 0; i < options.baseline; i++) baseline.push(await sample(page, admin, vendor.id, `Live bench: timer ${i}`, 75_000))
  }
  await context.close()
  return { samples, baseline }
}
