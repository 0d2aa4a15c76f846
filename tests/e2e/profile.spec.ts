// The profile page: the sign-in prompt, the header card (initial,
// name, email, role badge, Edit Profile), the Favorites / Orders / Reviews tabs with their empty states,
// favourites saved on the server listed with logo, link, category and date, removing one, the heart
// button on a vendor page (anonymous hint, Added/Removed), signing out from the user menu (which also
// clears this device's favourites, and works with the server unreachable), changing the password
// (current one checked, other sessions end), and axe on each state. Those stories run on the desktop
// (tests/e2e/viewport-policy.ts); the desktop and the tablet each check their layout (the profile with
// favourites fits, axe), and a 360 px phone that the profile fits.
import { expect, test, type Page } from './base-test'
import {
  ADMIN, expectNoSeriousA11yIssues, expectToast, holdRequests, localFavoriteCount, newUser, registerUser, signInApi,
} from './account-helpers'
import { smallScreenTest, storyTest } from './viewport-policy'

const shortDate = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso))

async function openProfile(page: Page) {
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible({ timeout: 20_000 })
  await expect(page).toHaveTitle('Profile | Vetted Marketplace')
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
}

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['tablet', { width: 1024, height: 768 }],
] as const

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`profile on ${device}`, () => {
    test.use({ viewport })
    const story = storyTest(device === 'desktop')
    const smallScreen = smallScreenTest(device === 'desktop')

    smallScreen('fits the screen: the header card and saved favourites of each type, with axe', async ({ page, baseURL }) => {
      const user = newUser({ firstName: 'Maximilian', lastName: 'Longname-Worthington' })
      await registerUser(page.request, baseURL!, user)
      const vendor = (await (await page.request.get('/api/vendors/northgate-sentinel')).json()) as { id: number; name: string }
      const product = ((await (await page.request.get('/api/products')).json()) as { id: number; name: string }[])[0]
      for (const [itemType, itemId] of [['vendor', vendor.id], ['product', product.id]] as const) {
        const saved = await page.request.post('/api/favorites', { headers: { Origin: baseURL! }, data: { itemType, itemId } })
        expect(saved.status()).toBe(201)
      }
      await openProfile(page)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2, name: 'Maximilian Longname-Worthington' })).toBeVisible()
      await expect(main.getByText(user.email)).toBeVisible()
      await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible()
      for (const tab of ['Favorites', 'Orders', 'Reviews']) await expect(page.getByRole('tab', { name: tab })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Favorite Vendors' }).getByRole('link', { name: vendor.name })).toBeVisible({ timeout: 20_000 })
      await expect(page.getByRole('region', { name: 'Favorite Products' }).getByRole('link', { name: product.name })).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectNoSeriousA11yIssues(page, `profile with favourites on ${device}`)
    })

    story('signed out: "Sign in required" with a way home and a way to sign in', async ({ page }) => {
      await openProfile(page)
      await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible()
      await expect(page.getByText('Please sign in to view your profile and favorites.')).toBeVisible()
      await expectNoSeriousA11yIssues(page, 'profile, signed out')
      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click()
      await expect(page.getByRole('dialog', { name: 'Sign in to Vetted' })).toBeVisible()
      await page.keyboard.press('Escape')
      await page.getByRole('link', { name: 'Go to Homepage' }).click()
      await expect(page).toHaveURL('/')
    })

    story('signed in with nothing saved: header card, Member badge, tabs and every empty state', async ({ page, baseURL }) => {
      const user = newUser({ firstName: 'ada', lastName: 'Lovelace' })
      await registerUser(page.request, baseURL!, user)
      await openProfile(page)
      const card = page.getByRole('main')
      await expect(card.getByRole('heading', { level: 2, name: 'ada Lovelace' })).toBeVisible()
      await expect(card.getByText('A', { exact: true })).toBeVisible() // the avatar initial, upper-cased
      await expect(card.getByText(user.email)).toBeVisible()
      await expect(card.getByText('Member', { exact: true })).toBeVisible()

      const favoritesTab = page.getByRole('tab', { name: 'Favorites' })
      await expect(favoritesTab).toHaveAttribute('aria-selected', 'true') // the default tab
      await expect(page.getByRole('heading', { name: 'Favorite Vendors (0)' })).toBeVisible({ timeout: 15_000 })
      await expect(page.getByRole('heading', { name: 'Favorite Products (0)' })).toBeVisible()
      await expect(page.getByText('No favorite vendors yet')).toBeVisible()
      await expect(page.getByText('No favorite products yet')).toBeVisible()
      await expect(page.getByText("Click the heart icon on a vendor's page to save it here.")).toBeVisible()
      await expectNoSeriousA11yIssues(page, 'profile, favorites tab')
      await expectNoHorizontalScroll(page)

      await page.getByRole('tab', { name: 'Orders' }).click()
      await expect(page.getByText('No orders yet')).toBeVisible()
      await expect(page.getByText('Your purchase history will appear here', { exact: false })).toBeVisible()
      await page.getByRole('tab', { name: 'Reviews' }).press('Enter') // keyboard works too
      await page.getByRole('tab', { name: 'Orders' }).press('ArrowRight')
      await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByText('No reviews written yet')).toBeVisible()
      await expectNoSeriousA11yIssues(page, 'profile, reviews tab')
    })

    story('favourites saved on the server are listed by type with logo, link, category and date; the heart removes one', async ({ page, baseURL }) => {
      await registerUser(page.request, baseURL!, newUser())
      const vendor = (await (await page.request.get('/api/vendors/northgate-sentinel')).json()) as { id: number; name: string; logoUrl: string }
      const product = ((await (await page.request.get('/api/products')).json()) as { id: number; name: string; slug: string; category: string }[])[0]
      const save = (itemType: string, itemId: number) =>
        page.request.post('/api/favorites', { headers: { Origin: baseURL! }, data: { itemType, itemId } })
      const savedVendor = await save('vendor', vendor.id)
      expect(savedVendor.status()).toBe(201)
      expect((await save('product', product.id)).status()).toBe(201)

      await openProfile(page)
      const vendors = page.getByRole('region', { name: 'Favorite Vendors' })
      const products = page.getByRole('region', { name: 'Favorite Products' })
      await expect(vendors.getByRole('heading', { name: 'Favorite Vendors (1)' })).toBeVisible({ timeout: 20_000 })
      await expect(products.getByRole('heading', { name: 'Favorite Products (1)' })).toBeVisible()
      await expect(vendors.getByRole('link', { name: vendor.name })).toHaveAttribute('href', '/vendors/northgate-sentinel')
      await expect(vendors.getByText(`Security · Saved ${shortDate(((await savedVendor.json()) as { createdAt: string }).createdAt)}`)).toBeVisible()
      await expect(vendors.locator(`img[src="${vendor.logoUrl}"]`)).toBeVisible()
      await expect(products.getByRole('link', { name: product.name })).toHaveAttribute('href', `/products/${product.slug}`)
      await expect(products.getByText(`${product.category} · Saved`, { exact: false })).toBeVisible()
      await expectNoSeriousA11yIssues(page, 'profile with favourites')

      await vendors.getByRole('button', { name: `Remove ${vendor.name} from favorites` }).click()
      await expectToast(page, 'Removed from favorites')
      await expect(vendors.getByText('No favorite vendors yet')).toBeVisible()
      await expect(products.getByRole('link', { name: product.name })).toBeVisible()
      await expect
        .poll(async () => ((await (await page.request.get('/api/favorites')).json()) as { itemType: string }[]).map((f) => f.itemType), { timeout: 15_000 })
        .toEqual(['product'])
    })

    story('the heart on a vendor page: a 3 s sign-in hint when anonymous; signed in, Added/Removed and listed on the profile', async ({ page, request, baseURL }) => {
      await page.clock.install()
      await page.goto('/vendors/northgate-sentinel')
      await expect(page.getByRole('heading', { level: 1, name: 'Northgate Sentinel' })).toBeVisible({ timeout: 20_000 })
      const save = page.getByRole('button', { name: 'Save', exact: true })
      const hint = page.getByRole('status').filter({ hasText: 'Sign in to save favorites' })
      await page.clock.pauseAt(Date.now() + 5_000)
      await save.click()
      await expect(hint).toBeVisible()
      await page.clock.runFor(2_999)
      await expect(hint).toBeVisible()
      await page.clock.runFor(1)
      await expect(hint).toBeHidden()
      await page.clock.resume()

      const user = newUser()
      await registerUser(request, baseURL!, user)
      await signInApi(page.request, baseURL!, user.username, user.password)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Northgate Sentinel' })).toBeVisible({ timeout: 20_000 })
      await save.click()
      await expectToast(page, 'Added to favorites')
      await page.getByRole('button', { name: 'Saved', exact: true }).click()
      await expectToast(page, 'Removed from favorites')
      await save.click()
      await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
      await openProfile(page)
      await expect(page.getByRole('region', { name: 'Favorite Vendors' }).getByRole('link', { name: 'Northgate Sentinel' })).toBeVisible({ timeout: 20_000 })
    })

    story('sign-out: "Signing out...", Logged out, the header returns to Sign In / Sign Up, this device forgets the favourites; with the server unreachable it still signs out, and ends the server session later', async ({ page, baseURL }) => {
      const user = newUser()
      await registerUser(page.request, baseURL!, user) // signs this browser in
      const vendor = ((await (await page.request.get('/api/vendors')).json()) as { id: number }[])[0]
      const saved = await page.request.post('/api/favorites', { headers: { Origin: baseURL! }, data: { itemType: 'vendor', itemId: vendor.id } })
      expect(saved.status()).toBe(201)
      await page.goto('/profile')
      await expect(page.getByRole('heading', { name: 'Favorite Vendors (1)' })).toBeVisible({ timeout: 20_000 })
      expect(await localFavoriteCount(page)).toBe(1)

      const held = await holdRequests(page, '**/api/auth/logout')
      await page.getByRole('button', { name: `Account menu for ${user.username}` }).click()
      await page.getByRole('menuitem', { name: 'Sign out' }).click()
      await expect(page.getByRole('menuitem', { name: 'Signing out...' })).toBeVisible()
      held.release()
      await expectToast(page, 'Logged out')
      const header = page.getByRole('banner')
      await expect(header.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
      await expect(header.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible()
      await expect.poll(() => localFavoriteCount(page)).toBe(0)
      await page.unroute('**/api/auth/logout')

      // On a shared device a person can always sign out: with the server unreachable the device
      // forgets them at once, and the server's session is ended as soon as it can be reached.
      await signInApi(page.request, baseURL!, user.username, user.password)
      await page.reload()
      await expect(page.getByRole('heading', { name: 'Favorite Vendors (1)' })).toBeVisible({ timeout: 20_000 })
      await page.route('**/api/auth/logout', (route) => route.abort('internetdisconnected'))
      await page.getByRole('button', { name: `Account menu for ${user.username}` }).click()
      await page.getByRole('menuitem', { name: 'Sign out' }).click()
      await expectToast(page, 'Logged out', "The server will be told when you're back online.")
      await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible()
      await expect.poll(() => localFavoriteCount(page)).toBe(0)
      await page.unroute('**/api/auth/logout')
      await page.reload() // asks the server again: the pending logout goes first, so nobody is signed back in
      await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible({ timeout: 20_000 })
      await expect.poll(async () => (await page.request.get('/api/auth/me')).status()).toBe(401)
      await expect(header.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
    })
  })
}

test('a user without first and last name is shown by username; Edit Profile explains who can change details', async ({ page, baseURL }) => {
  const user = newUser({ firstName: 'Grace' }) // no last name: the username is shown
  await registerUser(page.request, baseURL!, user)
  await openProfile(page)
  await expect(page.getByRole('heading', { level: 2, name: user.username })).toBeVisible()
  await expect(page.getByRole('main').getByText('G', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Profile' })
  await expect(edit.getByText("Your name and email can't be changed from the app yet.", { exact: false })).toBeVisible()
  await expect(edit.getByText(user.email)).toBeVisible()
  await expectNoSeriousA11yIssues(page, 'Edit Profile dialog')
  await edit.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible()
})

test('Change Password: the current one is checked, new ones follow the rules, every other session ends and this one stays', async ({ page, playwright, baseURL }) => {
  const user = newUser()
  await registerUser(page.request, baseURL!, user)
  // The same account signed in on another device.
  const otherDevice = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } })
  await signInApi(otherDevice, baseURL!, user.username, user.password)
  await openProfile(page)

  await page.getByRole('button', { name: 'Change Password' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change Password' })
  await expect(dialog.getByLabel('Current Password')).toBeFocused()
  await expectNoSeriousA11yIssues(page, 'Change Password dialog')
  const submit = dialog.getByRole('button', { name: 'Change Password' })
  const fill = async (current: string, next: string, confirm = next) => {
    await dialog.getByLabel('Current Password').fill(current)
    await dialog.getByLabel('New Password', { exact: true }).fill(next)
    await dialog.getByLabel('Confirm New Password').fill(confirm)
    await submit.click()
  }
  await fill('', 'short', 'shorter')
  await expect(dialog.getByText('Current password is required')).toBeVisible()
  await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible()
  await expect(dialog.getByText("Passwords don't match")).toBeVisible()

  await fill('not-my-password', 'a-brand-new-secret')
  await expectToast(page, 'Failed to change password', 'Current password is incorrect')
  await expect(dialog.getByLabel('Current Password')).toHaveAttribute('aria-invalid', 'true')

  await fill(user.password, 'Qwerty123')
  await expect(dialog.getByText('This password is too common. Choose another.')).toBeVisible()
  await expect(dialog.getByLabel('New Password', { exact: true })).toHaveAttribute('aria-invalid', 'true')

  await fill(user.password, 'a-brand-new-secret')
  await expectToast(page, 'Password changed', 'Password changed. Your other sessions have been signed out.')
  await expect(dialog).toBeHidden()
  // This browser stays signed in (on a new session token); the other device is signed out.
  await expect.poll(async () => (await page.request.get('/api/auth/me')).status()).toBe(200)
  await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${user.username}` })).toBeVisible()
  expect((await otherDevice.get('/api/auth/me')).status()).toBe(401)
  await otherDevice.dispose()
  const oldPassword = await page.request.post('/api/auth/login', { headers: { Origin: baseURL! }, data: { username: user.username, password: user.password } })
  expect(oldPassword.status()).toBe(401)
})

test('the admin sees the Administrator badge', async ({ page, baseURL }) => {
  await signInApi(page.request, baseURL!, ADMIN.username, ADMIN.password)
  await openProfile(page)
  await expect(page.getByRole('main').getByText('Administrator', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Vetted Admin' })).toBeVisible() // the seeded admin's full name
})

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the profile fits without horizontal scrolling', async ({ page, baseURL }) => {
    await registerUser(page.request, baseURL!, newUser({ firstName: 'Maximilian', lastName: 'Longname-Worthington' }))
    await openProfile(page)
    await expect(page.getByRole('heading', { name: 'Favorite Vendors (0)' })).toBeVisible({ timeout: 20_000 })
    await expectNoHorizontalScroll(page)
  })
})
