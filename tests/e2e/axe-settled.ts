// Axe once the page has stopped moving: colours checked while a dialog or drawer fades in are blends
// (contrast then fails by chance). Only finite animations are awaited: a spinner never ends.
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export async function axeWhenSettled(page: Page): Promise<Awaited<ReturnType<AxeBuilder['analyze']>>> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))),
  )
  return new AxeBuilder({ page }).analyze()
}
