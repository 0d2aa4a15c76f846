// The offline promise, on each engine: the first visit leaves an installable app whose service worker
// controls the page and a full copy of the catalogue; with the server unreachable a vendor page never
// opened still renders, the header says Offline and search answers; a favourite and a board change made
// meanwhile reach the server exactly once when it returns.
import assert from 'node:assert/strict'
import {
  apiInPage, button, count, heading, landedChanges, localCount, offlineBadge, serverComesBack, serverGoesAway, serviceWorkerControls,
  signUpInPage, untilLocalCount, visitUntilCopied, waitingBadge, type Scenario,
} from './steps'

interface Manifest {
  name: string
  start_url: string
  display: string
  icons: { src: string; sizes: string; type: string }[]
}

export const firstVisit: Scenario = {
  name: 'first visit: catalogue, service worker, install metadata',
  async run({ page, server }) {
    const vendors = count(server, 'SELECT id FROM vendors')
    await page.goto('/vendors')
    await page.waitForElement(heading(`All Vendors (${vendors})`, 2))
    await serviceWorkerControls(page)
    await visitUntilCopied(page, server, '/vendors')
    assert.equal(await localCount(page, 'products'), count(server, 'SELECT id FROM products'))

    // The install metadata, as the engine reads it: the page's manifest link, its JSON, its icons,
    // and the worker's precache holding it (so the app installs and opens offline).
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
      if (!link) return null
      const res = await fetch(link.href)
      const json = (await res.json()) as Manifest
      const icons = await Promise.all(json.icons.map(async (i) => {
        const r = await fetch(i.src)
        return `${r.status} ${r.headers.get('content-type')} ${(await r.blob()).size > 0}`
      }))
      const cached = !!(await caches.match(new URL(link.href).pathname, { ignoreSearch: true }))
      const themeColor = document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? null
      return { type: res.headers.get('content-type'), json, icons, cached, themeColor }
    })
    assert.ok(manifest, 'the page links a manifest')
    assert.match(manifest.type ?? '', /application\/manifest\+json/)
    assert.equal(manifest.json.name, 'Vetted — Technology Marketplace')
    assert.equal(manifest.json.start_url, '/')
    assert.equal(manifest.json.display, 'standalone')
    assert.ok(manifest.json.icons.some((i) => i.sizes === '512x512'))
    assert.deepEqual(new Set(manifest.icons), new Set(['200 image/png true']))
    assert.ok(manifest.cached, 'the service worker precached the manifest')
    assert.ok(manifest.themeColor, 'the page names its theme colour')
  },
}

export const offlineReading: Scenario = {
  name: 'server unreachable: an unopened vendor page, the Offline header, search',
  async run({ page, server, proxy }) {
    await visitUntilCopied(page, server, '/')
    // The last vendor by name: the first visit never opened its page, nor fetched anything of it.
    const [neverOpened] = server.query<{ name: string; slug: string }>('SELECT name, slug FROM vendors ORDER BY name DESC LIMIT 1')
    const from = proxy.log.length
    await serverGoesAway(page, proxy, `/vendors/${neverOpened.slug}`)
    await page.waitForElement(heading(neverOpened.name))
    await page.waitForText('Overview')
    assert.ok(proxy.log.slice(from).every((e) => e.outcome === 'refused'), 'nothing reached the server')

    // Search answers from the device's own index.
    const [target] = server.query<{ name: string }>("SELECT name FROM vendors WHERE name = 'Northgate Sentinel'")
    assert.ok(target, 'the demo catalogue has Northgate Sentinel')
    await page.fill({ css: 'header input[role="combobox"]' }, 'northgat')
    await page.press('Enter')
    await page.waitFor('the marketplace search page', () => location.pathname + location.search === '/marketplace?search=northgat', [])
    await page.waitForElement({ css: 'a', name: target.name, within: 'section[aria-label^="Results for"]' }, 30_000)
    assert.ok(await page.isVisible(offlineBadge), 'the header still says Offline')
  },
}

export const offlineWrites: Scenario = {
  name: 'a favourite and a board change made offline land exactly once',
  async run({ page, server, proxy, engine }) {
    await page.goto('/')
    const user = await signUpInPage(page)
    const created = await apiInPage(page, 'POST', '/api/boards', { name: 'Shortlist', type: 'vendor', items: [] })
    assert.equal(created.status, 201)
    const boardId = (created.json as { id: number }).id
    const [vendor] = server.query<{ id: number; name: string; slug: string }>('SELECT id, name, slug FROM vendors ORDER BY name LIMIT 1 OFFSET 3')
    await visitUntilCopied(page, server, `/vendors/${vendor.slug}`)
    await untilLocalCount(page, 'boards', 1)

    const from = proxy.log.length
    await serverGoesAway(page, proxy, `/vendors/${vendor.slug}`)
    await page.click(button('Save'))
    await page.waitForElement(button('Saved'))
    await page.goto(`/evaluation-center/${boardId}`)
    await page.click(button('Rename'))
    await page.fill({ css: 'input', name: 'Board name', within: '[role="dialog"]' }, 'Shortlist made offline')
    await page.click({ css: 'button', name: 'Save name', within: '[role="dialog"]' })
    await page.waitForElement(heading('Shortlist made offline'))
    await page.waitForElement(waitingBadge(2))
    // What the person is told about the changes kept on this device (engine by engine: docs/engines.md).
    await page.click(waitingBadge(2))
    await page.waitForText('You are offline: changes are kept on this device')
    if (engine === 'webkit') await page.waitForText('after 7 days without a visit')
    await page.press('Escape')

    await page.goto(`/evaluation-center/${boardId}`) // queued work survives a reload
    await page.waitForElement(waitingBadge(2))
    await serverComesBack(page, proxy)
    assert.deepEqual(server.query('SELECT item_type AS type, item_id AS id FROM favorites WHERE user_id = ?', user.id), [{ type: 'vendor', id: vendor.id }])
    assert.deepEqual(server.query('SELECT name FROM boards WHERE user_id = ?', user.id), [{ name: 'Shortlist made offline' }])
    assert.equal(landedChanges(proxy, 'favorite.add', from), 1, 'the favourite was sent once')
    assert.equal(landedChanges(proxy, 'board.update', from), 1, 'the rename was sent once')

    await page.goto('/profile')
    await page.waitForElement({ css: 'a', name: vendor.name, within: 'section[aria-label="Favorite Vendors"]' })
  },
}
