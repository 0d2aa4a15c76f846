// Every screen takes its starting prices from the one price rule (sync/rules/price-figure): no file of the
// web app writes a starting price or a "per month" figure itself. Comments may quote the texts.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const WEB = fileURLToPath(new URL('.', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The file without its comments (line comments, and block comments such as JSDoc). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/\s\/\/ .*$/gm, '')

// A starting price or a per-month figure written outside the rule: "Starting at", "Starts at", "From $...",
// "/user/month", "/month", "per user per month", "/ user / mo".
const OWN_PRICE_TEXT = /Starting at|Starts at|['"`]From \$\{?|\/user\/month|\/month\b|per user per month|\/ user \/ mo/

describe('one price rule for every screen', () => {
  it('no screen composes a starting price of its own', () => {
    const offenders = sources(WEB).filter((file) => OWN_PRICE_TEXT.test(code(readFileSync(file, 'utf8')))).map((file) => file.slice(WEB.length))
    expect(offenders).toEqual([])
  })
  it('the screens that show a starting price take it from sync/rules/price-figure', () => {
    const users = sources(WEB).filter((file) => readFileSync(file, 'utf8').includes("sync/rules/price-figure'")).map((file) => file.slice(WEB.length))
    for (const screen of [
      'components/pricing/card-price.tsx', 'data/catalog/card-hooks.ts', 'features/vendor-detail/vendor-header.tsx', 'features/vendor-detail/pricing-tab.tsx',
      'features/vendor-detail/vendor-product-card.tsx', 'features/product-detail/product-header.tsx', 'features/evaluation-center/board-columns.ts',
      'data/account/price-alerts.ts', 'features/ai-receptionist/recommendation-card.tsx', 'features/admin/vendors/public-price.tsx',
    ]) expect(users).toContain(screen)
  })
})
