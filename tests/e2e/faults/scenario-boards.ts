// A buyer's named board as the board screen offers it (web/features/evaluation-center/board-screen.tsx),
// driven as tests/e2e/evaluation-center.spec.ts does, and as the server holds it.
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export interface ServerBoard {
  id: number
  name: string
  version: number
  items: { itemId: number }[]
}

/** Creates a vendor board through the API as the context's signed-in buyer. */
export async function createBoardApi(request: APIRequestContext, baseURL: string, name: string, vendorIds: number[]): Promise<ServerBoard> {
  const res = await request.post('/api/boards', { headers: { Origin: baseURL }, data: { name, type: 'vendor', items: vendorIds.map((itemId) => ({ itemId })) } })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as ServerBoard
}

export const serverBoards = async (request: APIRequestContext) => {
  const res = await request.get('/api/boards')
  expect(res.status()).toBe(200)
  return (await res.json()) as ServerBoard[]
}

export const boardHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
/** The vendors on the board's matrix, in order. */
export const boardColumns = (page: Page) => page.getByRole('table').getByRole('columnheader').getByRole('link')

export async function renameBoard(page: Page, name: string) {
  await page.getByRole('button', { name: 'Rename', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Rename board' })
  await dialog.getByLabel('Board name').fill(name)
  await dialog.getByRole('button', { name: 'Save name' }).click()
  await expect(dialog).toBeHidden()
  await expect(boardHeading(page, name)).toBeVisible()
}

export async function addVendor(page: Page, name: string) {
  await page.getByLabel('Add a vendor').fill(name)
  await page.getByRole('button', { name: `Add ${name}`, exact: true }).click()
  await expect(boardColumns(page).and(page.getByRole('link', { name, exact: true }))).toHaveCount(1)
}

export async function removeVendor(page: Page, name: string) {
  await page.getByRole('button', { name: `Remove ${name}`, exact: true }).click()
  await expect(boardColumns(page).and(page.getByRole('link', { name, exact: true }))).toHaveCount(0)
}
