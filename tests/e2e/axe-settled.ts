// Axe once the page has stopped moving: colours checked while a dialog or drawer fades in are blends
// (contrast then fails by chance). Only finite animations are awaited: a spinner never ends.
//
// Callers read only the violations: axe is asked for those alone, so it does not describe every node
// that passed or was not applicable (a large page has thousands), which cuts the time of each scan.
// Every rule still runs on every node: what counts as a violation does not change.
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export async function axeWhenSettled(page: Page): Promise<Awaited<ReturnType<AxeBuilder['analyze']>>> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))),
  )
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()
}
