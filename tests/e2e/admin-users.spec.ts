// Admin "User management" tab on a desktop and a tablet: the table's columns,
// role admin shown as Administrator, Create New User with each rule's message, the new account signing
// in, Reset Password (the new password works, the old one no longer), Edit User with "Account is
// active" (a deactivated account cannot sign in), delete with its exact question, and the
// offline notice for the calls that carry a password. Axe on each state.
import { expect, request as playwrightRequest, test, type Page } from './base-test'
import { ADMIN, expectNoSeriousA11yIssues, expectToast, holdRequests } from './account-helpers'
import { SLOW, TABLET, dialogNamed, expectNoHorizontalScroll, openAdminTab, rowWith, serverList, setChecked, toastsClosed } from './admin-content-helpers'

type ServerUser = { id: number; username: string; email: string; firstName: string | null; role: string; isActive: boolean }

test.describe.configure({ timeout: 120_000 })

async function openUsers(page: Page, baseURL: string) {
  await openAdminTab(page, baseURL, 'users', 'User management')
  await expect(rowWith(page, `@${ADMIN.username}`)).toBeVisible(SLOW)
}

/** The status of a sign-in from a fresh, cookie-less client. */
async function signInStatus(baseURL: string, username: string, password: string): Promise<number> {
  const client = await playwrightRequest.newContext({ baseURL })
  const res = await client.post('/api/auth/login', { headers: { Origin: baseURL }, data: { username, password } })
  await client.dispose()
  return res.status()
}

test.describe('admin users on desktop', () => {
  test('create, sign in, reset password, edit (Administrator, inactive) and delete', async ({ page, baseURL }) => {
    await openUsers(page, baseURL!)
    const table = page.getByRole('table', { name: 'Users' })
    await expect(table.getByRole('columnheader')).toHaveText(['User', 'Email', 'Role', 'Status', 'Created', 'Actions'])
    await expect(rowWith(table, `@${ADMIN.username}`).getByRole('cell').nth(2)).toHaveText('Administrator')
    await expect(rowWith(table, `@${ADMIN.username}`).getByRole('cell').nth(3)).toHaveText('Active')
    await expectNoSeriousA11yIssues(page, 'users table')

    await page.getByRole('button', { name: 'Create User' }).click()
    const create = dialogNamed(page, 'Create New User')
    await create.getByLabel('Username').fill('ab')
    await create.getByLabel('Email').fill('not-an-email')
    await create.getByLabel('Password').fill('12345')
    await create.getByRole('button', { name: 'Create User' }).click()
    await expect(create.getByText('Username must be at least 3 characters')).toBeVisible()
    await expect(create.getByText('Invalid email address')).toBeVisible()
    await expect(create.getByText('Password must be at least 8 characters')).toBeVisible()
    await expect(create.getByLabel('Role')).toHaveValue('user') // the default role
    await expectNoSeriousA11yIssues(page, 'create user dialog with errors')

    const username = `member${Date.now().toString(36)}`
    await create.getByLabel('Username').fill(username)
    await create.getByLabel('Email').fill(`${username}@example.com`)
    await create.getByLabel('Password').fill('first-password')
    const held = await holdRequests(page, '**/api/admin/users')
    await create.getByRole('button', { name: 'Create User' }).click()
    await expect(create.getByRole('button', { name: 'Saving...' })).toBeVisible() // the submit while the call is pending
    held.release()
    await expectToast(page, 'Success', 'User created successfully')
    const row = rowWith(table, `@${username}`)
    await expect(row.getByRole('cell')).toHaveText([`${username}@${username}`, `${username}@example.com`, 'Member', 'Active', new Date().toLocaleDateString('en-US'), ''])
    expect(await signInStatus(baseURL!, username, 'first-password')).toBe(200)

    await row.getByRole('button', { name: `Reset password for ${username}` }).click()
    const reset = dialogNamed(page, 'Reset Password')
    await reset.getByLabel('New Password').fill('short')
    await reset.getByRole('button', { name: 'Reset Password' }).click()
    await expect(reset.getByText('Password must be at least 8 characters')).toBeVisible()
    await reset.getByLabel('New Password').fill('second-password')
    await reset.getByRole('button', { name: 'Reset Password' }).click()
    await expectToast(page, 'Success', 'Password reset successfully')
    expect(await signInStatus(baseURL!, username, 'second-password')).toBe(200)
    expect(await signInStatus(baseURL!, username, 'first-password')).toBe(401)

    await row.getByRole('button', { name: `Edit ${username}` }).click()
    const edit = dialogNamed(page, 'Edit User')
    await edit.getByLabel('First Name').fill('Grace')
    await edit.getByLabel('Last Name').fill('Hopper')
    await edit.getByLabel('Role').selectOption({ label: 'Administrator' })
    await setChecked(edit, 'Account is active', false)
    await edit.getByRole('button', { name: 'Update User' }).click()
    await expectToast(page, 'Success', 'User updated successfully')
    await expect(row.getByRole('cell').nth(0)).toHaveText(`Grace Hopper@${username}`, { timeout: 60_000 }) // once 'Waiting to sync' is gone
    await expect(row.getByRole('cell').nth(2)).toHaveText('Administrator')
    await expect(row.getByRole('cell').nth(3)).toHaveText('Inactive')
    await expect.poll(async () => (await serverList<ServerUser>(page.request, '/api/admin/users')).find((u) => u.username === username), SLOW)
      .toMatchObject({ firstName: 'Grace', role: 'admin', isActive: false })
    expect(await signInStatus(baseURL!, username, 'second-password')).toBe(401) // a deactivated account cannot sign in

    await row.getByRole('button', { name: `Delete ${username}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' })
    await expect(confirm.getByText(`Are you sure you want to delete user "${username}"? This action cannot be undone.`, { exact: true })).toBeVisible()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Success', 'User deleted successfully')
    await expect(row).toHaveCount(0)
    await expect.poll(async () => (await serverList<ServerUser>(page.request, '/api/admin/users')).some((u) => u.username === username), SLOW).toBe(false)
  })

  test('offline: creating a user and resetting a password say they need a connection', async ({ page, baseURL, context }) => {
    await openUsers(page, baseURL!)
    // The toast stack loads with the first toast; without the service worker (blocked in e2e) it could
    // not load offline, so raise one first: saving the admin's own account unchanged.
    await rowWith(page, `@${ADMIN.username}`).getByRole('button', { name: `Edit ${ADMIN.username}` }).click()
    await dialogNamed(page, 'Edit User').getByRole('button', { name: 'Update User' }).click()
    await expectToast(page, 'Success', 'User updated successfully')
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Create User' }).click()
    const create = dialogNamed(page, 'Create New User')
    await expect(create.getByRole('status')).toContainText("You're offline. Creating a user needs a connection")
    await create.getByLabel('Username').fill('offline-user')
    await create.getByLabel('Email').fill('offline-user@example.com')
    await create.getByLabel('Password').fill('offline-password')
    await create.getByRole('button', { name: 'Create User' }).click()
    await expectToast(page, 'Error', 'This needs a connection. Check your network and try again.')
    await expect(create).toBeVisible() // nothing was created; the form stays for a retry
    await create.getByRole('button', { name: 'Cancel' }).click()
    await rowWith(page, `@${ADMIN.username}`).getByRole('button', { name: `Reset password for ${ADMIN.username}` }).click()
    await expect(dialogNamed(page, 'Reset Password').getByRole('status')).toContainText('Resetting a password needs a connection')
    await context.setOffline(false)
    await toastsClosed(page)
  })
})

test.describe('admin users on a tablet', () => {
  test.use({ viewport: TABLET })

  test('fits the screen and axe finds nothing serious in the table or the dialogs', async ({ page, baseURL }) => {
    await openUsers(page, baseURL!)
    await expectNoHorizontalScroll(page)
    await expectNoSeriousA11yIssues(page, 'users on a tablet')
    await rowWith(page, `@${ADMIN.username}`).getByRole('button', { name: `Edit ${ADMIN.username}` }).click()
    const edit = dialogNamed(page, 'Edit User')
    await expect(edit.getByRole('checkbox', { name: 'Account is active' })).toBeChecked()
    await expect(edit.getByText('This is your own account')).toBeVisible()
    await expectNoSeriousA11yIssues(page, 'edit user dialog on a tablet')
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect(edit).toBeHidden()
  })
})
