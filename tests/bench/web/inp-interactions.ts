// The four interactions whose INP is measured, each on /vendors freshly loaded from the warm copy
// (the service worker and IndexedDB, after a first visit), the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate) only once the page is quiet: the load itself is not what is measured.
// Each interaction ends when what it does is on screen; its INP is then read from web-vitals.
import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core'
import { within } from './browser'
import { emptyCompareBoard, paintedAfterPointer, readInp, waitQuiet, type InpSample } from './inp-page'

export const CPU_SLOWDOWN = 4
const SEARCH_LABEL = 'Search vendors and products'
/** Delay between keystrokes: a quick typist, so the 300 ms search pause ends only after the last key. */
const KEY_DELAY_MS = 120

export interface InteractionRun {
  inp: InpSample | null
  /** Pointerdown to the interaction's whole result painted, where it comes after the next paint (the new count, the vendor page). */
  resultPaintedMs?: number
}

export interface Interaction {
  key: string
  label: string
  /** Does it and waits until its result is on screen (the CPU already slowed). */
  run: (page: Page, expected: { vendors: number }) => Promise<Omit<InteractionRun, 'inp'>>
}

const heading = (page: Page) => page.locator('#catalog-results-heading')
const firstCard = (page: Page) => page.getByTestId('vendor-card').first()

/**
 * A plain mouse click at the element's centre, the pointer brought there first (a person's pointer
 * arrives before the press: its hover is not part of the click). Playwright's locator.click() would
 * also check the hit target with listeners and elementsFromPoint calls inside the measured interaction.
 */
async function clickAt(page: Page, element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded()
  const box = await element.boundingBox()
  if (!box) throw new Error('nothing to click')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await waitQuiet(page, 300)
  await page.mouse.down()
  await page.mouse.up()
}

export const INTERACTIONS: Interaction[] = [
  {
    key: 'type', label: 'typing in the vendor search (the header\'s search box, the first word of a vendor\'s name)',
    async run(page) {
      const name = (await firstCard(page).getByRole('heading').textContent())!.trim()
      const word = name.split(/\s+/)[0].toLowerCase()
      const input = page.getByRole('combobox', { name: SEARCH_LABEL }).first()
      await input.focus() // focus without a click: the click would be an interaction of its own
      await page.keyboard.type(word, { delay: KEY_DELAY_MS })
      await page.getByRole('listbox', { name: 'Search suggestions' }).first().waitFor({ timeout: 30_000 })
      return {}
    },
  },
  {
    key: 'filter', label: 'toggling a filter (Deployment: Hybrid)',
    async run(page, { vendors }) {
      const painted = page.evaluate(paintedAfterPointer, { selector: '#catalog-results-heading', pattern: `^All Vendors \\((?!${vendors}\\))\\d+\\)$` })
      await clickAt(page, page.getByRole('complementary', { name: 'Vendor filters' }).getByRole('checkbox', { name: 'Hybrid' }))
      return { resultPaintedMs: await within(30_000, 'the new count', painted) }
    },
  },
  {
    key: 'open', label: 'opening a vendor from the list (its name\'s link, until the vendor page is painted)',
    async run(page) {
      const link = firstCard(page).getByRole('heading').getByRole('link')
      const name = (await link.textContent())!.trim()
      const painted = page.evaluate(paintedAfterPointer, { selector: 'h1', pattern: `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` })
      await clickAt(page, link)
      return { resultPaintedMs: await within(30_000, 'the vendor page', painted) }
    },
  },
  {
    key: 'compare', label: 'adding to compare (a vendor card\'s Compare button)',
    async run(page) {
      const card = firstCard(page)
      const name = (await card.getByRole('heading').textContent())!.trim()
      await clickAt(page, card.getByRole('button', { name: `Compare ${name}` }))
      await page.getByText(`${name} was added to the Quick Compare Board`).first().waitFor({ timeout: 30_000 })
      await card.getByRole('button', { name: `Compare ${name}` }).waitFor({ state: 'detached', timeout: 30_000 })
      return {}
    },
  },
]

/** Loads /vendors from the warm copy with the CPU at full speed and waits until the page is quiet. */
export async function freshVendors(page: Page, cdp: CDPSession, url: string, vendors: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await page.evaluate(emptyCompareBoard)
  await page.goto(`${url}/vendors`, { waitUntil: 'commit', timeout: 60_000 })
  await heading(page).filter({ hasText: `All Vendors (${vendors})` }).waitFor({ timeout: 60_000 })
  await firstCard(page).waitFor({ timeout: 30_000 })
  // The first sync round and the search index start after the list is painted: let them pass.
  await waitQuiet(page, 1500, 4000)
}

/** One measured run: a fresh page, the CPU slowed, the interaction, its INP; the CPU back to full speed. */
export async function runInteraction(page: Page, cdp: CDPSession, url: string, vendors: number, interaction: Interaction): Promise<InteractionRun> {
  await freshVendors(page, cdp, url, vendors)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  try {
    await waitQuiet(page, 500)
    const extra = await within(90_000, interaction.key, interaction.run(page, { vendors }))
    return { inp: await readInp(page), ...extra }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  }
}

/** A CDP session on the page (CPU throttling applies to the page's renderer). */
export function cdpOf(context: BrowserContext, page: Page): Promise<CDPSession> {
  return context.newCDPSession(page)
}
