// People on each engine: an administrator editing one vendor twice with the server unreachable (both
// land, in order, no conflict); one person signing out and another signing in on the same device
// (nothing of the first remains on the screen or in the copy); dark mode on a tablet (nothing scrolls
// sideways, dialogs fit).
import assert from 'node:assert/strict'
import {
  apiInPage, button, count, heading, landedChanges, localRows, serverComesBack, serverGoesAway, serviceWorkerControls, signInAsAdmin, signUpInPage, uniqueName,
  visitUntilCopied, waitingBadge, type Scenario,
} from './steps'

const dialog = (name: string) => ({ css: '[role="dialog"], [role="alertdialog"]', name })
const inDialog = (css: string, name: string) => ({ css, name, within: '[role="dialog"]' })

export const adminEditsTwiceOffline: Scenario = {
  name: 'an admin edits one vendor twice offline: both land, no conflict',
  async run({ page, server, proxy }) {
    await page.goto('/')
    // The worker first: one WebKit run of several left a page opened while the worker was still
    // installing uncontrolled for 30 s (docs/engines.md); the offline-writes scenario covers a full
    // navigation during the first download.
    await serviceWorkerControls(page)
    await signInAsAdmin(page)
    const [vendor] = server.query<{ id: number; name: string }>('SELECT id, name FROM vendors ORDER BY name LIMIT 1 OFFSET 5')
    await visitUntilCopied(page, server, '/admin/vendors')
    await page.waitForElement(heading('Manage Vendors', 2))

    const from = proxy.log.length
    await serverGoesAway(page, proxy, '/admin/vendors')
    await page.fill({ css: 'input', name: 'Search vendors' }, vendor.name)
    // Click only once the grid shows the search's result: a card that moves while WebKit's driver
    // clicks its centre can take the click elsewhere (one CI run waited 30 s for the dialog).
    await page.waitFor('the grid to show only the searched vendor', (name: string) => {
      const edits = [...document.querySelectorAll('button[aria-label^="Edit "]')].map((b) => b.getAttribute('aria-label')!)
      return edits.length > 0 && edits.every((label) => label.includes(name))
    }, [vendor.name])
    let shown = server.query<{ description: string }>('SELECT description FROM vendors WHERE id = ?', vendor.id)[0].description
    for (const description of ['First edit made offline', 'Second edit made offline']) {
      await page.click(button(`Edit ${vendor.name}`))
      await page.waitForElement(dialog('Edit Vendor'))
      // The form fills itself from the copy once open: type only over what it shows.
      await page.waitFor('the form to show the vendor', (text: string) => document.querySelector<HTMLTextAreaElement>('[role="dialog"] textarea')?.value === text, [shown])
      await page.fill(inDialog('textarea', 'Description'), description)
      // Enter in the name field submits: the first edit's toast sits over the footer's Update button
      // (bottom-end), and toasts pause while the window has no focus, as in a headless browser.
      await page.click({ css: 'input[name="name"]', within: '[role="dialog"]' })
      await page.press('Enter')
      await page.waitForNoElement(dialog('Edit Vendor'))
      shown = description
    }
    await page.waitForElement(waitingBadge(2))
    await page.waitForText('Waiting to sync')

    await serverComesBack(page, proxy)
    assert.deepEqual(server.query('SELECT description FROM vendors WHERE id = ?', vendor.id), [{ description: 'Second edit made offline' }])
    assert.equal(landedChanges(proxy, 'vendor.update', from), 2, 'both edits were sent, once each')
    await page.waitFor('the card to stop waiting', () => !document.body.innerText.includes('Waiting to sync'), [])
    assert.ok(!(await page.evaluate(() => /changed elsewhere|Keep mine/.test(document.body.innerText))), 'no conflict shown')
  },
}

export const switchPeople: Scenario = {
  name: 'sign out, another person signs in: nothing of the first remains',
  async run({ page, server }) {
    await page.goto('/')
    const second = { username: uniqueName('second'), password: 'engine-password-2' }
    const registered = await apiInPage(page, 'POST', '/api/auth/register', { ...second, email: `${second.username}@example.com` })
    assert.equal(registered.status, 202) // no session: the page is still nobody's
    const first = await signUpInPage(page)
    const [vendor] = server.query<{ id: number; name: string }>('SELECT id, name FROM vendors ORDER BY name LIMIT 1 OFFSET 7')
    const boardName = `Board of ${first.username}`
    assert.equal((await apiInPage(page, 'POST', '/api/favorites', { itemType: 'vendor', itemId: vendor.id })).status, 201)
    assert.equal((await apiInPage(page, 'POST', '/api/boards', { name: boardName, type: 'vendor', items: [{ itemId: vendor.id }] })).status, 201)
    await visitUntilCopied(page, server, '/profile')
    const favourites = 'section[aria-label="Favorite Vendors"]'
    await page.waitForElement({ css: 'a', name: vendor.name, within: favourites })
    await page.goto('/evaluation-center')
    await page.waitForText(boardName)

    await page.click(button(`Account menu for ${first.username}`))
    await page.click({ css: '[role="menuitem"]', name: 'Sign out' })
    await page.waitForElement({ css: 'header button', name: 'Sign In' })
    await page.click({ css: 'header button', name: 'Sign In' })
    await page.waitForElement(dialog('Sign in to Vetted'))
    await page.fill(inDialog('input', 'Username'), second.username)
    await page.fill(inDialog('input', 'Password'), second.password)
    await page.click(inDialog('button', 'Sign In'))
    await page.waitForElement(button(`Account menu for ${second.username}`))

    // The screen: the second person's own (empty) favourites and boards.
    await page.goto('/profile')
    await page.waitForText('No favorite vendors yet')
    await page.goto('/evaluation-center')
    await page.waitForElement(heading('Featured comparisons', 2))
    assert.ok(!(await page.evaluate((name: string) => document.body.innerText.includes(name), boardName)), 'the first person’s board is not shown')
    // The device's copy: no row of the first person is left.
    await page.poll('the first person’s rows to leave the copy', async () => {
      const rows = [...(await localRows<{ userId?: number }>(page, 'favorites')), ...(await localRows<{ userId?: number }>(page, 'boards'))]
      return rows.every((r) => r.userId !== first.id)
    })
    assert.deepEqual((await localRows<{ username: string }>(page, 'users')).map((u) => u.username).filter((u) => u === first.username), [])
    // The server kept the first person's rows; the second has none.
    assert.equal(count(server, 'SELECT id FROM favorites WHERE user_id = ?', first.id), 1)
    assert.equal(count(server, 'SELECT id FROM boards WHERE user_id = ?', first.id), 1)
    assert.equal(count(server, 'SELECT f.id FROM favorites f JOIN users u ON u.id = f.user_id WHERE u.username = ?', second.username), 0)
  },
}

export const darkTablet: Scenario = {
  name: 'dark mode on a tablet: nothing scrolls sideways, dialogs fit',
  async run({ page, server }) {
    await page.setViewport(820, 1180)
    const [vendor] = server.query<{ name: string; slug: string }>('SELECT name, slug FROM vendors ORDER BY name LIMIT 1 OFFSET 9')
    await visitUntilCopied(page, server, '/')
    await page.click(button('Switch to dark mode'))
    await page.waitFor('dark mode', () => document.documentElement.classList.contains('dark'), [])
    const fits = () => {
      const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number)
      return {
        width: innerWidth,
        overflow: document.documentElement.scrollWidth - innerWidth,
        dark: document.documentElement.classList.contains('dark') && r + g + b < 150,
      }
    }
    for (const [path, title] of [['/', 'Discover Vetted Technology'], ['/vendors', null], [`/vendors/${vendor.slug}`, vendor.name], ['/evaluation-center', null], ['/marketplace?search=northgat', null]] as const) {
      await page.goto(path)
      if (title) await page.waitForElement(heading(title))
      else await page.waitForElement({ css: 'h1' })
      await page.waitForNoElement({ css: '.chakra-skeleton, [data-scope="skeleton"]' }).catch(() => undefined)
      const seen = await page.evaluate(fits)
      assert.equal(seen.width, 820, `${path}: the viewport is a tablet's`)
      assert.ok(seen.overflow <= 0, `${path} scrolls sideways by ${seen.overflow} px`)
      assert.ok(seen.dark, `${path} is dark`)
    }

    // Dialogs fit the tablet's screen: the sign-in dialog and the side menu.
    const dialogFits = (name: string) => {
      const nameOf = (el: Element) => el.getAttribute('aria-label') ?? document.getElementById((el.getAttribute('aria-labelledby') ?? '').split(' ')[0])?.textContent?.trim()
      const d = Array.from(document.querySelectorAll('[role="dialog"]')).find((el) => nameOf(el) === name)
      if (!d) return null
      const r = d.getBoundingClientRect()
      return r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight && document.documentElement.scrollWidth <= innerWidth
    }
    for (const [opener, name] of [['Sign In', 'Sign in to Vetted'], ['Open menu', 'Menu']]) {
      await page.goto('/')
      await page.click({ css: 'header button', name: opener })
      await page.waitFor(`the dialog "${name}" inside the screen`, dialogFits, [name])
      await page.press('Escape')
    }
  },
}
