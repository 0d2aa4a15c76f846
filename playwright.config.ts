// End-to-end tests drive Debian's Chromium (Playwright's own browser download is not available here)
// against the real server on a fresh SQLite file, serving the real production build.
//
// The full run (`npm test`) splits the spec files into two shards, each with its own server and
// database, one worker each: the files of a shard run one after another as they were written to (they
// share their server's data), and the two shards overlap, which roughly halves the wall time.
// E2E_PORT (one engineer running a few files beside others) gives one shard on that port; E2E_SHARDS
// overrides the count.
import { readdirSync, readFileSync } from 'node:fs'
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './tests/chromium-args'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const SHARDS = Number(process.env.E2E_SHARDS ?? (process.env.E2E_PORT ? 1 : 2))
// A run on its own port also builds into its own folder, so two runs in one checkout never overwrite
// each other's app; workers inherit it (tests/e2e/pwa.spec.ts rebuilds into it: shard 1 serves it).
const WEB_DIST = (process.env.WEB_DIST ??= process.env.E2E_PORT ? `dist/e2e-${PORT}` : 'dist/web')
const SHARD_PORT_STEP = 50

const isSpec = (f: string) => f.endsWith('.spec.ts')
// tests/e2e/faults/ holds the fault-injection specs (each starts its own server behind a proxy).
const specFiles = [...readdirSync('tests/e2e').filter(isSpec), ...readdirSync('tests/e2e/faults').filter(isSpec).map((f) => `faults/${f}`)].sort()
// Seconds each file took in a measured run (`npm run e2e:weights` rewrites them from a JSON report);
// a file not measured yet counts as a typical one.
const FILE_SECONDS = JSON.parse(readFileSync('tests/e2e/file-seconds.json', 'utf8')) as Record<string, number>
const TYPICAL_FILE_SECONDS = 30
/**
 * The files of each shard, so the shards end close together: the longest file goes first to the
 * shard with the least work so far. pwa.spec.ts (it rebuilds the app) always runs in shard 0.
 */
function planShards(): string[][] {
  const seconds = (f: string) => FILE_SECONDS[f] ?? TYPICAL_FILE_SECONDS
  const shards = Array.from({ length: SHARDS }, (_, n) => (n === 0 ? ['pwa.spec.ts'] : []))
  const work = shards.map((files) => files.reduce((sum, f) => sum + seconds(f), 0))
  const rest = specFiles.filter((f) => f !== 'pwa.spec.ts').sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b))
  for (const file of rest) {
    const lightest = work.indexOf(Math.min(...work))
    shards[lightest].push(file)
    work[lightest] += seconds(file)
  }
  return shards
}
const SHARD_FILES = planShards()

// Workers load this file again: the run's id travels in the environment, so they name the same files.
const runId = (process.env.E2E_RUN_ID ??= String(Date.now()))
const shardPort = (n: number) => PORT + n * SHARD_PORT_STEP
// Sign-ins and registrations hash passwords at scrypt's lowest allowed cost: at the default (2^17)
// each costs about a second of CPU on the cores the browsers need (README, SCRYPT_COST).
const E2E_SCRYPT_COST = '16384'
const serverEnv = (n: number, webDist: string) => ({
  WEB_DIST: webDist, PORT: String(shardPort(n)), DATABASE_PATH: `.tmp/e2e-${runId}-${n}.db`,
  ADMIN_PASSWORD: 'e2e-admin-password', AUTH_RATE_LIMIT: '1000', MAIL_DIR: mailDir(n), SCRYPT_COST: E2E_SCRYPT_COST,
})

const shardDist = (n: number) => (n === 0 ? WEB_DIST : `${WEB_DIST}-shard${n}`)
// Each server's log goes to a file (Playwright would drop it). With no SMTP, mailed links appear in
// full only in the MAIL_DIR folder (api/mail/mailer.ts), where tests/e2e/account-helpers.ts reads them.
const serverLog = (n: number) => `.tmp/e2e-${runId}-${n}.log`
function mailDir(n: number) {
  return `.tmp/e2e-${runId}-${n}-mail`
}
const server = (n: number) => `node --import tsx api/server.ts > ${serverLog(n)}`
const webServers: PlaywrightTestConfig['webServer'] = Array.from({ length: SHARDS }, (_, n) => {
  const dist = shardDist(n)
  return {
    // Shard 0 builds; the others wait for that build (shard 0's server answering), then serve a copy of
    // it, so pwa.spec.ts's rebuild of shard 0's folder never pulls files from under them.
    command: n === 0
      ? `mkdir -p .tmp && npx vite build --logLevel warn && ${server(n)}`
      : `node tests/e2e/wait-for-url.mjs http://localhost:${shardPort(0)}/api/health && rm -rf ${dist} && cp -r ${WEB_DIST} ${dist} && ${server(n)}`,
    url: `http://localhost:${shardPort(n)}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: serverEnv(n, dist),
  }
})

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/chromium-version.ts',
  timeout: 45_000,
  // Screens wait for the local copy's first download: give a loaded machine time rather than flake.
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: SHARDS,
  // CI runs on a busier machine than ours: one more attempt keeps a rare timing flake from failing the
  // run, and the digest below still names it ("flaky") with its error, so it is seen and fixed.
  retries: process.env.CI ? 1 : 0,
  reporter: [[process.env.CI ? 'line' : 'list'], ['./tests/e2e/failure-digest-reporter.ts']],
  use: {
    // The app's service worker would precache the whole shell in every test's context and answer
    // requests that page.route() then never sees; tests/e2e/pwa.spec.ts opts back in.
    serviceWorkers: 'block',
    // The app stills its animations for people who ask for less motion (web/theme/system.ts). Under
    // load, a click on a menu item that is still sliding in can land beside it (Playwright saw the item
    // stand still for two frames that the animation skipped): the stories take the still menus.
    reducedMotion: 'reduce',
    // A failed test's last screen, next to its error-context.md: what the page showed when a step waited
    // in vain (a link never stable, a dialog that never came). Costs nothing when the test passes.
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: Array.from({ length: SHARDS }, (_, n) => ({
    name: SHARDS === 1 ? 'e2e' : `shard-${n + 1}`,
    testMatch: SHARDS === 1 ? '**/*.spec.ts' : SHARD_FILES[n].map((f) => `**/${f}`),
    workers: 1,
    use: { baseURL: `http://localhost:${shardPort(n)}` },
    // The fault specs start servers of their own on the shard's copy of the app (tests/e2e/faults/fault-env.ts).
    metadata: { webDist: shardDist(n), serverLog: serverLog(n), mailDir: mailDir(n) },
  })),
  webServer: webServers,
})
