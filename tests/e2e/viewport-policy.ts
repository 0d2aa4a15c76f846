// Which stories run at which screen sizes. What a screen says and does (messages, server effects, sync)
// is the same at every width, so each story runs once, on the desktop; tablets and phones run the checks
// their layout can break: what shows and what hides, drawers instead of side panels, nothing scrolling
// sideways, dialogs that fit, and axe on that layout. A story kept off a size is not declared there at
// all, so reports count only tests that run.
//
// The helpers hand back Playwright's own `test` (no wrapper) where the test runs, so each test keeps its
// spec file and line in reports and in `file:line` filters.
import {
  test, type PlaywrightTestArgs, type PlaywrightTestOptions, type PlaywrightWorkerArgs, type PlaywrightWorkerOptions, type TestInfo,
} from './base-test'

type Body = (args: PlaywrightTestArgs & PlaywrightTestOptions & PlaywrightWorkerArgs & PlaywrightWorkerOptions, testInfo: TestInfo) => Promise<void> | void
/** Declares one test: Playwright's `test(title, body)` itself, or nothing at a size it does not run at. */
type Declare = (title: string, body: Body) => void

const notHere: Declare = () => {}

/** For a behaviour story: declared on the desktop only (with `readingTest` for a reading story). */
export function storyTest(isDesktop: boolean, declare: Declare = test): Declare {
  return isDesktop ? declare : notHere
}

/** For a layout check written for the smaller sizes (the desktop's stories check its own layout). */
export function smallScreenTest(isDesktop: boolean, declare: Declare = test): Declare {
  return isDesktop ? notHere : declare
}
