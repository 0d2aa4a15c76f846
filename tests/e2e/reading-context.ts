// Browser contexts that the reading stories of one spec file share. A story that only reads what a
// visitor sees (a vendor's tabs, a route's title, a layout at one size) does not need a browser of its
// own: opening a fresh context and downloading the catalogue into its IndexedDB is most of what such a
// test costs (docs/testing.md, "Where the suite's time goes"). Each reading story still gets a new
// page (tab), so the app starts afresh, but on the copy the file's first reading story downloaded.
//
// What a reading story must not do, since the next one inherits it: sign in, change what the device
// keeps (favourites, the compare board, settings), or need the catalogue missing (a placeholder while
// loading). Those stories use `test`, which gives each its own context.
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test'

export class ReadingContexts {
  private readonly contexts = new Map<string, BrowserContext>()

  constructor(private readonly browser: Browser) {}

  /** The context of this file's reading stories with these options; another file's are closed. */
  async forFile(file: string, options: BrowserContextOptions): Promise<BrowserContext> {
    const key = `${file}\n${JSON.stringify(options)}`
    for (const [other, context] of this.contexts) {
      if (!other.startsWith(`${file}\n`)) await this.close(other, context)
    }
    let context = this.contexts.get(key)
    if (!context) {
      context = await this.browser.newContext(options)
      this.contexts.set(key, context)
    }
    return context
  }

  /** After a story: its tabs closed and its routes and offline switch undone; after a failure, the whole context, as its state is unknown. */
  async release(context: BrowserContext, failed: boolean): Promise<void> {
    for (const page of context.pages()) await page.close()
    const key = [...this.contexts].find(([, c]) => c === context)?.[0]
    if (failed && key) return this.close(key, context)
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    await context.setOffline(false)
  }

  async closeAll(): Promise<void> {
    for (const [key, context] of this.contexts) await this.close(key, context)
  }

  private async close(key: string, context: BrowserContext): Promise<void> {
    this.contexts.delete(key)
    await context.close().catch(() => {})
  }
}
