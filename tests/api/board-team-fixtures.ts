// A board with a team for the board-team tests: an owner, and members who accepted their invitation
// with the role given, each with a session; and the change feed as one of them reads it.
import { expect } from 'vitest'
import { addVendor } from './buyer-fixtures'
import type { Harness } from './harness'

export type Person = { id: number; cookie: string }
export interface Team {
  boardId: number
  items: number[]
  owner: Person
  members: Record<string, Person & { memberId: number }>
}

let made = 0

/** A board owned by a new user, with two vendors, and a member per role given (invited and accepted). */
export async function makeTeam(h: Harness, roles: Record<string, 'co-owner' | 'evaluator' | 'viewer'>): Promise<Team> {
  const tag = `t${++made}`
  const owner = await h.addUser(`${tag}-owner`)
  const items = [(await addVendor(h.db)).id, (await addVendor(h.db)).id]
  const board = await h.call('post', '/api/boards', owner.cookie).send({ name: `Team ${tag}`, items: items.map((itemId) => ({ itemId })), weights: { uptime: 5 } })
  expect(board.status).toBe(201)
  const members: Team['members'] = {}
  for (const [name, role] of Object.entries(roles)) {
    const person = await h.addUser(`${tag}-${name}`)
    const invited = await h.call('post', `/api/boards/${board.body.id}/members`, owner.cookie).send({ user: `${tag}-${name}`, role })
    expect(invited.status).toBe(201)
    const accepted = await h.call('post', `/api/boards/${board.body.id}/members/${invited.body.id}/accept`, person.cookie).send({})
    expect(accepted.status).toBe(200)
    members[name] = { ...person, memberId: invited.body.id }
  }
  return { boardId: board.body.id, items, owner, members }
}

export interface FeedRow {
  entity: string
  id: number
  op: 'put' | 'delete'
  data: Record<string, unknown> | null
}

/** Every change one person's feed answers after `since` (all pages), and the cursor to continue from. */
export async function readFeed(h: Harness, cookie: string, since = '0'): Promise<{ changes: FeedRow[]; next: string }> {
  const changes: FeedRow[] = []
  let cursor = since
  for (;;) {
    const res = await h.call('get', `/api/sync/changes?since=${encodeURIComponent(cursor)}&limit=1000`, cookie)
    expect(res.status).toBe(200)
    changes.push(...(res.body.changes as FeedRow[]))
    cursor = res.body.next
    if (!res.body.hasMore) return { changes, next: cursor }
  }
}

/** The team rows a feed holds, as `entity:id:op`, for one board. */
export const teamChanges = (changes: FeedRow[], entity: string) => changes.filter((c) => c.entity === entity)

/** One person's REST calls, with their session. */
export const callsAs = (h: Harness, cookie: string) => ({
  get: (path: string) => h.call('get', path, cookie),
  post: (path: string, body: unknown = {}) => h.call('post', path, cookie).send(body as object),
  patch: (path: string, body: unknown) => h.call('patch', path, cookie).send(body as object),
  put: (path: string, body: unknown) => h.call('put', path, cookie).send(body as object),
  delete: (path: string) => h.call('delete', path, cookie),
})
