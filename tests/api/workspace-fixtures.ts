// A company workspace for the workspace and approval tests: an admin who created it, and members who
// accepted their invitation with the role given, each with a session; and a product to request.
import { expect } from 'vitest'
import { addOption, addProduct, addTier, addVendor } from './buyer-fixtures'
import { callsAs, type Person } from './board-team-fixtures'
import type { Harness } from './harness'

export interface Workspace {
  id: number
  admin: Person
  members: Record<string, Person & { memberId: number }>
}

let made = 0

/** A workspace made by a new user, with a member per role given (invited and accepted). */
export async function makeWorkspace(h: Harness, roles: Record<string, 'member' | 'approver' | 'admin'>, currency = 'USD'): Promise<Workspace> {
  const tag = `w${++made}`
  const admin = await h.addUser(`${tag}-admin`)
  const created = await callsAs(h, admin.cookie).post('/api/workspaces', { name: `Company ${tag}`, currency })
  expect(created.status).toBe(201)
  const members: Workspace['members'] = {}
  for (const [name, role] of Object.entries(roles)) {
    const person = await h.addUser(`${tag}-${name}`)
    const invited = await callsAs(h, admin.cookie).post(`/api/workspaces/${created.body.id}/members`, { user: `${tag}-${name}`, role })
    expect(invited.status).toBe(201)
    const accepted = await callsAs(h, person.cookie).post(`/api/workspaces/${created.body.id}/members/${invited.body.id}/accept`)
    expect(accepted.status).toBe(200)
    members[name] = { ...person, memberId: invited.body.id }
  }
  return { id: created.body.id, admin, members }
}

/** A plan to request: a product with one tier and a monthly per-user option at `price`. */
export async function makePlan(h: Harness, price = 100, currency = 'USD') {
  const vendor = await addVendor(h.db)
  const product = await addProduct(h.db, vendor.id)
  const tier = await addTier(h.db, product.id)
  const option = await addOption(h.db, tier.id, { price, currency })
  return { productId: product.id, tierId: tier.id, pricingOptionId: option.id }
}
