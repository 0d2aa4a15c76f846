// The `test` every e2e spec uses: Playwright's own, whose page also keeps what it said. An error a
// screen swallowed (a save that failed with its notice long gone, an unhandled rejection) is often
// the only trace of why a step never happened, so a failed test carries the page's console errors,
// warnings and uncaught errors (the digest reporter prints their last lines).
import { test as playwrightTest } from '@playwright/test'
import { BROWSER_CONSOLE } from './failure-evidence'

export * from '@playwright/test'

export const test = playwrightTest.extend({
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
