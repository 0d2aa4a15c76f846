// The `test` every e2e spec uses: Playwright's own, whose page also keeps what it said. An error a
// screen swallowed (a save that failed with its notice long gone, an unhandled rejection) is often
// the only trace of why a step never happened, so a failed test carries the page's console errors,
// warnings and uncaught errors (the digest reporter prints their last lines). With E2E_CPU_LOG set,
// each test also logs the CPU it cost (./cpu-probe.ts).
import { existsSync } from 'node:fs'
import { relative } from 'node:path'
import { test as playwrightTest, type BrowserContextOptions } from '@playwright/test'
import { logTestCpu, treeCpuSeconds } from './cpu-probe'
import { BROWSER_CONSOLE } from './failure-evidence'
import { ReadingContexts } from './reading-context'

export * from '@playwright/test'

const probeCpu = !!process.env.E2E_CPU_LOG && existsSync('/proc/self/stat')

// Every test object shares the worker fixtures: Playwright runs tests whose worker fixtures differ in
// separate workers, so declaring `readingContexts` only on `readingTest` would start a second worker
// (and browser) for a file's reading stories and run them apart from the file's other tests.
export const test = playwrightTest.extend<{ cpuProbe: void }, { readingContexts: ReadingContexts }>({
  readingContexts: [
    async ({ browser }, use) => {
      const contexts = new ReadingContexts(browser)
      await use(contexts)
      await contexts.closeAll()
    },
    { scope: 'worker' },
  ],
  cpuProbe: [
    async ({}, use, testInfo) => {
      if (!probeCpu) return use()
      const [cpu, since] = [treeCpuSeconds(process.pid), Date.now()]
      await use()
      logTestCpu(relative(testInfo.project.testDir, testInfo.file), treeCpuSeconds(process.pid) - cpu, (Date.now() - since) / 1000, testInfo.titlePath.slice(1).join(' > '))
    },
    { auto: true },
  ],
  page: async ({ page }, use, testInfo) => {
    const said: string[] = []
    const since = Date.now()
    const note = (kind: string, text: string) => said.push(`${((Date.now() - since) / 1000).toFixed(1)} s ${kind}: ${text}`)
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && note(m.type(), m.text()))
    page.on('pageerror', (error) => note('uncaught', error.stack ?? error.message))
    await use(page)
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach(BROWSER_CONSOLE, { body: said.join('\n') || '(nothing)', contentType: 'text/plain' })
  },
})

/**
 * For a story that only reads what a visitor sees: it shares its file's browser context (same options,
 * same size) with the file's other reading stories, in a new tab (./reading-context.ts says what such
 * a story must not do).
 */
export const readingTest = test.extend({
  context: async ({ readingContexts, contextOptions, baseURL, serviceWorkers, viewport, colorScheme, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor }, use, testInfo) => {
    const chosen: BrowserContextOptions = { ...contextOptions, baseURL, serviceWorkers, viewport, colorScheme, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor }
    const options = Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== undefined)) as BrowserContextOptions
    const context = await readingContexts.forFile(testInfo.file, options)
    await use(context)
    await readingContexts.release(context, testInfo.status !== testInfo.expectedStatus)
  },
})
