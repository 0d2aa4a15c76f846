// End-to-end tests drive Debian's Chromium (Playwright's own browser download is not available here)
// against the real server on a fresh SQLite file, serving the real production build.
import { defineConfig } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
// A run on its own port also builds into its own folder, so two runs in one checkout never overwrite
// each other's app; workers inherit it (tests/e2e/pwa.spec.ts rebuilds into it).
const WEB_DIST = (process.env.WEB_DIST ??= process.env.E2E_PORT ? `dist/e2e-${PORT}` : 'dist/web')

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The app's service worker would precache the whole shell in every test's context and answer
    // requests that page.route() then never sees; tests/e2e/pwa.spec.ts opts back in.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `npx vite build --logLevel warn && node --import tsx api/server.ts`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { WEB_DIST, PORT: String(PORT), DATABASE_PATH: `.tmp/e2e-${Date.now()}.db`, ADMIN_PASSWORD: 'e2e-admin-password', AUTH_RATE_LIMIT: '1000' },
  },
})
