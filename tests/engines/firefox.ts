// Firefox ESR (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi: no geckodriver,
// no browser download. Each scenario gets its own browser context (its own cookies, IndexedDB,
// service workers).
import { existsSync, writeFileSync } from 'node:fs'
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core'
import { EnginePage, NAME_SHIM, findInPage, type DriverPage, type Engine, type Target } from './engine-page'

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

const inPage = (source: string, args: unknown[]) => `(() => { ${NAME_SHIM} return (${source}).apply(null, ${JSON.stringify(args)}) })()`

class FirefoxPage implements DriverPage {
  constructor(private readonly page: Page, private readonly context: BrowserContext, private readonly baseURL: string) {}

  async navigate(path: string) {
    await this.page.goto(new URL(path, this.baseURL).href, { waitUntil: 'load' })
  }

  run<T>(source: string, args: unknown[]): Promise<T> {
    // A string is evaluated as an expression; a promise it yields is awaited.
    return this.page.evaluate(inPage(source, args)) as Promise<T>
  }

  async clickFound(target: Target) {
    const handle = await this.page.evaluateHandle(inPage(findInPage.toString(), [target]))
    const element = handle.asElement()
    if (!element) throw new Error(`firefox: nothing to click for ${JSON.stringify(target)}`)
    await (element as import('puppeteer-core').ElementHandle<Element>).click()
    await handle.dispose()
  }

  async typeKeys(text: string) {
    await this.page.keyboard.type(text)
  }

  async pressKey(key: 'Enter' | 'Escape') {
    await this.page.keyboard.press(key)
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height })
  }

  async screenshot(file: string) {
    writeFileSync(file, await this.page.screenshot({ type: 'png' }))
  }

  async close() {
    await this.context.close()
  }
}

export async function launchFirefox(): Promise<Engine> {
  if (!existsSync(FIREFOX_PATH)) throw new Error(`Firefox is not installed at ${FIREFOX_PATH} (Debian: apt-get install firefox-esr)`)
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // A page must never wait on a doorhanger nobody can answer (persistent storage asks the person).
    extraPrefsFirefox: { 'dom.storageManager.prompt.testing': true, 'dom.storageManager.prompt.testing.allow': false },
  })
  const version = await browser.version() // "firefox/153.7.0"
  return {
    name: 'firefox',
    version: `Firefox ESR ${version.split('/')[1]}`,
    async newPage(baseURL: string) {
      const context = await browser.createBrowserContext()
      const page = await context.newPage()
      await page.setViewport({ width: 1280, height: 900 })
      page.setDefaultTimeout(30_000)
      return new EnginePage('firefox', new FirefoxPage(page, context, baseURL))
    },
    close: () => browser.close(),
  }
}
