// Which stories run at which screen sizes. What a screen says and does (messages, server effects, sync)
// is the same at every width, so each story runs once, on the desktop; tablets and phones run the checks
// their layout can break: what shows and what hides, drawers instead of side panels, nothing scrolling
// sideways, dialogs that fit, and axe on that layout. A story kept off a smaller size still shows in the
// report, as skipped.
//
// The helpers hand back Playwright's own `test` or `test.skip` (no wrapper), so each test keeps its
// spec file and line in reports and in `file:line` filters.
import {
  test, type PlaywrightTestArgs, type PlaywrightTestOptions, type PlaywrightWorkerArgs, type PlaywrightWorkerOptions, type TestInfo,
} from '@playwright/test'

type Body = (args: PlaywrightTestArgs & PlaywrightTestOptions & PlaywrightWorkerArgs & PlaywrightWorkerOptions, testInfo: TestInfo) => Promise<void> | void
/** Declares one test: Playwright's `test(title, body)` or `test.skip(title, body)` itself. */
type Declare = (title: string, body: Body) => void

/** For a behaviour story: `test` on the desktop, `test.skip` at other sizes. */
export function storyTest(isDesktop: boolean): Declare {
  return isDesktop ? test : test.skip
}

/** For a layout check written for the smaller sizes (the desktop's stories check its own layout). */
export function smallScreenTest(isDesktop: boolean): Declare {
  return isDesktop ? test.skip : test
}
