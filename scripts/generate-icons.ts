// Renders the PWA icons from the logo mark (web/components/logo-mark.ts) with the system Chromium, so
// no network and no image library are needed. Run: node --import tsx scripts/generate-icons.ts
// Output (committed): web/public/icons/{icon-192,icon-512,maskable-512,apple-touch-icon,favicon-32}.png
// and favicon.svg.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { LOGO_TILE_COLOR, logoMarkSvg } from '../web/components/logo-mark'

const outDir = join(import.meta.dirname, '..', 'web', 'public', 'icons')

type IconSpec = { file: string; size: number; svg: string; transparent: boolean }

const icons: IconSpec[] = [
  // "any" icons: the rounded tile as seen in the header, transparent corners.
  { file: 'icon-192.png', size: 192, svg: logoMarkSvg({ size: 192 }), transparent: true },
  { file: 'icon-512.png', size: 512, svg: logoMarkSvg({ size: 512 }), transparent: true },
  { file: 'favicon-32.png', size: 32, svg: logoMarkSvg({ size: 32 }), transparent: true },
  // Maskable: full-bleed square; the check shrinks into the central safe zone (80% circle) so any
  // platform mask (circle, squircle) keeps it whole.
  { file: 'maskable-512.png', size: 512, svg: logoMarkSvg({ size: 512, inset: 8, rounded: false }), transparent: false },
  // iOS draws its own rounded corners and shows transparency as black: opaque square, small inset.
  { file: 'apple-touch-icon.png', size: 180, svg: logoMarkSvg({ size: 180, inset: 4, rounded: false }), transparent: false },
]

async function main() {
  mkdirSync(outDir, { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 })
    for (const icon of icons) {
      await page.setViewportSize({ width: icon.size, height: icon.size })
      const background = icon.transparent ? 'transparent' : LOGO_TILE_COLOR
      await page.setContent(
        `<html><body style="margin:0;background:${background}">${icon.svg.replace('<svg ', '<svg style="display:block" ')}</body></html>`,
      )
      const png = await page.screenshot({
        omitBackground: icon.transparent,
        clip: { x: 0, y: 0, width: icon.size, height: icon.size },
      })
      writeFileSync(join(outDir, icon.file), png)
      console.log(`wrote ${icon.file} (${icon.size}x${icon.size}, ${png.length} bytes)`)
    }
  } finally {
    await browser.close()
  }
  writeFileSync(join(outDir, 'favicon.svg'), logoMarkSvg({ size: 32 }).replace(/\s*\n\s*/g, ''))
  console.log('wrote favicon.svg')
}

await main()
