// Global setup (playwright.config.ts): prints which Chromium the run drives, so a CI log names the
// Debian build behind any result. Debian's /usr/bin/chromium is a shell wrapper that may also write
// warnings to stderr; only its stdout line is printed.
import { execFileSync } from 'node:child_process'
import { E2E_CHROMIUM_PATH } from '../chromium-args'

export default function printChromiumVersion(): void {
  const path = E2E_CHROMIUM_PATH
  try {
    const version = execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 15_000 }).trim()
    console.log(`E2E browser: ${version} (${path})`)
  } catch (err) {
    // Not fatal here: the launch itself fails with its own message if the browser is missing.
    console.log(`E2E browser: ${path} --version failed: ${(err as Error).message}`)
  }
}
