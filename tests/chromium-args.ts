import { existsSync } from 'node:fs'

// The flags every Chromium the tests and benchmarks launch through Playwright gets (playwright.config.ts,
// tests/bench/web/browser.ts). Since Chromium 15x a new window also starts the omnibox's suggestion
// popup as WebUI pages, in a renderer of their own: about 0.4-1 s of CPU for every browser context a
// test opens, on the same two cores as the app under test, for a popup no test ever opens.
// `--disable-features` is read once (the last one wins), so the list repeats Playwright's own
// (playwright-core 1.65, chromiumSwitches) before adding ours.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
]
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/**
 * The Chromium the e2e suite drives: Debian's `chromium-headless-shell` when installed (`.ci/run`
 * installs it), else the full `/usr/bin/chromium`; CHROMIUM_PATH overrides both. The shell is the same
 * Blink and V8 as the full browser without its window, tabs strip and other browser UI, which a test
 * never looks at: the whole e2e suite cost 18 % less CPU on it (1,487 against 1,819 CPU-seconds for
 * 261 tests, one machine). Benchmarks keep the full browser: they measure what a user gets.
 */
export const E2E_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium')

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(',')}`,
]
