// Renders the screenshots the web app manifest shows in install dialogs (vite.config.ts `screenshots`):
// the home page with the demo catalogue, wide (a desktop or a landscape tablet) and narrow (a phone),
// taken with the system Chromium like the icons (scripts/generate-icons.ts), from the built app served
// by the real server on a fresh database. Output (committed): web/public/media/app/home-{wide,narrow}.png
// (under media/, which the service worker does not precache: only an install dialog needs them).
//   npm run build && node --import tsx scripts/generate-app-screenshots.ts
// WEB_DIST picks the build (default dist/web); SCREENSHOT_PORT the port (default 3611).
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'

export const APP_SCREENSHOTS = [
  { file: 'home-wide.png', width: 1280, height: 800, scale: 1, formFactor: 'wide' },
  { file: 'home-narrow.png', width: 390, height: 844, scale: 2, formFactor: 'narrow' },
] as const

const outDir = join(import.meta.dirname, '..', 'web', 'public', 'media', 'app')
const port = Number(process.env.SCREENSHOT_PORT ?? 3611)
const base = `http://localhost:${port}`

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vetted-screens-'))
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: { ...process.env, PORT: String(port), DATABASE_PATH: join(dataDir, 'screens.db'), ADMIN_PASSWORD: 'screenshots-only-123', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  try {
    for (let ready = false; !ready; await new Promise((r) => setTimeout(r, 250))) {
      ready = (await fetch(`${base}/api/health`).catch(() => null))?.status === 200
    }
    mkdirSync(outDir, { recursive: true })
    for (const shot of APP_SCREENSHOTS) {
      const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height }, deviceScaleFactor: shot.scale, colorScheme: 'light', serviceWorkers: 'block' })
      await page.goto(base)
      await page.getByRole('heading', { level: 1 }).waitFor()
      // The first download ends when its progress line leaves; then every card has its data.
      await page.getByRole('status').filter({ hasText: /catalogue|offline use/ }).waitFor({ state: 'detached', timeout: 60_000 }).catch(() => {})
      await page.waitForLoadState('networkidle')
      await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.getBoundingClientRect().top > innerHeight))
      const png = await page.screenshot()
      writeFileSync(join(outDir, shot.file), png)
      console.log(`wrote ${shot.file} (${shot.width * shot.scale}x${shot.height * shot.scale}, ${png.length} bytes)`)
      await page.close()
    }
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
