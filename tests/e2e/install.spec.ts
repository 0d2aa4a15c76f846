// Installing the app (README, "What works today"): the manifest's screenshots (wide and narrow, shown by
// install dialogs) and shortcuts (Vendors, Products, Evaluation Center, Cart), and the one-time
// "Share → Add to Home Screen" hint that Safari on iPad and iPhone needs, having no install prompt.
// The update prompt's Later is checked in pwa.spec.ts, which builds a new version.
import { expect, test } from './base-test'

const IPAD_SAFARI = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** A PNG's width x height, from its IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`

test('the manifest offers wide and narrow screenshots and four shortcuts, each of which opens', async ({ request, page }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor).sort()).toEqual(['narrow', 'wide'])
  for (const shot of manifest.screenshots as { src: string; sizes: string; type: string; label: string }[]) {
    const res = await request.get(shot.src)
    expect(res.status(), shot.src).toBe(200)
    expect(res.headers()['content-type']).toBe(shot.type)
    expect(pngSize(await res.body()), shot.src).toBe(shot.sizes)
    expect(shot.label).toBeTruthy()
  }
  const shortcuts = manifest.shortcuts as { name: string; url: string }[]
  expect(shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Vendors', '/vendors'], ['Products', '/products'], ['Evaluation Center', '/evaluation-center'], ['Cart', '/cart'],
  ])
  for (const { name, url } of shortcuts) {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 }), name).toBeVisible()
  }
  // Desktop Chromium has its own install prompt: no hint here.
  await expect(page.getByRole('note', { name: 'Install Vetted' })).toHaveCount(0)
})

test('Safari on an iPad is told once how to install: Share, then Add to Home Screen; Close hides it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, userAgent: IPAD_SAFARI, viewport: { width: 1024, height: 768 }, hasTouch: true })
  const page = await context.newPage()
  await page.goto('/')
  const hint = page.getByRole('note', { name: 'Install Vetted' })
  await expect(hint).toContainText('tap Share, then Add to Home Screen')
  await hint.getByRole('button', { name: 'Close the install hint' }).click()
  await expect(hint).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(hint).toHaveCount(0)
  await context.close()
})
