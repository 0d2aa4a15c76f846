// The small scenario layer both engine drivers implement (Firefox over WebDriver BiDi with
// puppeteer-core, WebKitGTK over classic WebDriver), so each scenario is written once. A driver only
// knows how to run a script in the page, click an element natively and type keys into the focused
// element; finding elements, waiting and reading the screen are built here on top of that. Scripts
// are composed here as source text: the app's Content-Security-Policy forbids eval in the page.

/** esbuild (tsx) wraps named functions in __name(...) calls, which the page lacks. */
export const NAME_SHIM = 'globalThis.__name = globalThis.__name || ((f) => f);'

/** An element, found in the page by CSS and (optionally) its accessible name, exactly. */
export interface Target {
  css: string
  /** aria-label, else the text of aria-labelledby, else its label, else its text (whitespace collapsed, aria-hidden parts left out). */
  name?: string
  /** Only inside the first visible element matching this (a dialog, the header). */
  within?: string
}

/** What each driver implements. */
export interface DriverPage {
  /** Opens a path of the site (relative to its base URL) and waits for the load event. */
  navigate(path: string): Promise<void>
  /** Runs `source` (a function's source) with `args` in the page; a promise it returns is awaited. */
  run<T>(source: string, args: unknown[]): Promise<T>
  /** Clicks, with the engine's native input, the element `findInPage(target)` returns in the page. */
  clickFound(target: Target): Promise<void>
  /** Types text into the focused element, key by key as a person would. */
  typeKeys(text: string): Promise<void>
  pressKey(key: 'Enter' | 'Escape'): Promise<void>
  /** The layout viewport becomes width x height CSS pixels. */
  setViewport(width: number, height: number): Promise<void>
  screenshot(file: string): Promise<void>
  close(): Promise<void>
}

/** In the page: the first visible element matching the target, or null. Self-contained (serialised). */
export function findInPage(target: Target): Element | null {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none'
  }
  // Text as a screen reader names it: what is aria-hidden (a required field's "*") is left out.
  const spoken = (el: Element | null | undefined): string => {
    if (!el) return ''
    const copy = el.cloneNode(true) as Element
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove())
    return copy.textContent ?? ''
  }
  const nameOf = (el: Element) => {
    const aria = el.getAttribute('aria-label')
    if (aria) return norm(aria)
    const by = el.getAttribute('aria-labelledby')
    if (by) return norm(by.split(/\s+/).map((id) => spoken(document.getElementById(id))).join(' '))
    const labels = (el as HTMLInputElement).labels
    if (labels && labels.length) return norm(spoken(labels[0]))
    return norm(spoken(el))
  }
  const scope = target.within ? Array.from(document.querySelectorAll(target.within)).find(visible) : document
  if (!scope) return null
  return Array.from(scope.querySelectorAll(target.css)).find((el) => visible(el) && (target.name === undefined || nameOf(el) === target.name)) ?? null
}

const describe = (t: Target) => `${t.within ? `${t.within} ` : ''}${t.css}${t.name !== undefined ? ` named "${t.name}"` : ''}`

export const DEFAULT_TIMEOUT_MS = 30_000

/** A scenario's handle on one page of one engine. */
export class EnginePage {
  constructor(readonly engine: string, private readonly driver: DriverPage) {}

  goto(path: string) {
    return this.driver.navigate(path)
  }

  /** Runs a self-contained function in the page (no closures: pass what it needs as arguments). */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return this.driver.run<T>(fn.toString(), args)
  }

  /** Polls `fn` in the page until it returns something truthy; returns that. */
  waitFor<T, A extends unknown[]>(what: string, fn: (...args: A) => T | Promise<T>, args: A, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<T> {
    return this.poll(what, () => this.evaluate(fn, ...args), timeoutMs)
  }

  /** Calls `probe` (from here) until it returns something truthy; a probe that throws is tried again. */
  async poll<T>(what: string, probe: () => Promise<T>, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<T> {
    const deadline = Date.now() + timeoutMs
    let last: unknown
    for (;;) {
      try {
        const value = await probe()
        if (value) return value
        last = value
      } catch (err) {
        last = err // a navigation in progress destroys the context: try again
      }
      if (Date.now() > deadline) throw new Error(`${this.engine}: waited ${timeoutMs} ms for ${what} (last: ${String(last instanceof Error ? last.message : last)})`)
      await new Promise((r) => setTimeout(r, 150))
    }
  }

  /** Runs `body` in the page with `find` (findInPage) and `t` (the target) in scope. */
  private withFinder<T>(target: Target, body: string): Promise<T> {
    return this.driver.run<T>(`(t) => { const find = (${findInPage.toString()}); ${body} }`, [target])
  }

  /** Waits until the target is visible. */
  async waitForElement(target: Target, timeoutMs = DEFAULT_TIMEOUT_MS) {
    await this.poll(describe(target), () => this.withFinder<boolean>(target, 'return !!find(t)'), timeoutMs)
  }

  /** Waits until no such element is visible. */
  async waitForNoElement(target: Target, timeoutMs = DEFAULT_TIMEOUT_MS) {
    await this.poll(`no ${describe(target)}`, () => this.withFinder<boolean>(target, 'return !find(t)'), timeoutMs)
  }

  /** Whether the target is visible now. */
  isVisible(target: Target): Promise<boolean> {
    return this.withFinder<boolean>(target, 'return !!find(t)')
  }

  async click(target: Target, timeoutMs?: number) {
    await this.waitForElement(target, timeoutMs)
    await this.waitUntilStill(target, timeoutMs)
    await this.driver.clickFound(target)
  }

  /**
   * Waits until the target's box is the same on two looks 150 ms apart, as Playwright's actionability
   * check does: a WebDriver click goes to the centre measured a moment before, so an element still
   * moving (a menu placing itself, a grid reordering after a search) can lose the click. Two CI runs
   * on WebKit lost one that way: the Edit button of a searched vendor, the Sign out menu item.
   */
  private async waitUntilStill(target: Target, timeoutMs?: number) {
    let last = ''
    await this.poll(`${describe(target)} to hold still`, async () => {
      const box = await this.withFinder<string>(target, 'const r = find(t)?.getBoundingClientRect(); return r ? [r.x, r.y, r.width, r.height].join() : ""')
      const still = box !== '' && box === last
      last = box
      return still
    }, timeoutMs)
  }

  /** Replaces the field's value by typing, as a person would (select all, then type). */
  async fill(target: Target, text: string) {
    await this.waitForElement(target)
    await this.withFinder(target, 'const el = find(t); el.focus(); el.select(); return true')
    await this.driver.typeKeys(text)
  }

  press(key: 'Enter' | 'Escape') {
    return this.driver.pressKey(key)
  }

  /** Waits until the page's visible text includes `text`. */
  async waitForText(text: string, timeoutMs = DEFAULT_TIMEOUT_MS) {
    await this.waitFor(`the text "${text}"`, (t: string) => document.body.innerText.replace(/\s+/g, ' ').includes(t), [text], timeoutMs)
  }

  setViewport(width: number, height: number) {
    return this.driver.setViewport(width, height)
  }

  screenshot(file: string) {
    return this.driver.screenshot(file)
  }

  close() {
    return this.driver.close()
  }
}

/** One engine for a whole run: opens fresh pages (new profile state each: cookies, storage, workers). */
export interface Engine {
  readonly name: string
  /** Browser and engine version, as the binaries report them. */
  readonly version: string
  newPage(baseURL: string): Promise<EnginePage>
  close(): Promise<void>
}
