// The invariants of the model test (docs/testing.md, "The model test"). checkStep runs after every
// step, faults and all: no server holds a tagged write twice, and no device shows anyone's rows but
// those of the person its copy is for. checkQuiet runs once the faults stopped and every device is
// quiet: each copy is what the server shows its person (with what still waits on top), every write is
// there exactly once or its absence is explained, nothing is left behind.
import { ACCOUNT_ENTITIES, PUBLISHABLE_ENTITIES, TEAM_ENTITIES } from '../../sync/entities'
import { tableOf, type VettedDb } from '../../web/db/db'
import { identityOf } from '../../web/sync/account/account-data'
import { readCursor } from '../../web/sync/copy/apply-changes'
import type { Device } from './model-device'
import { copyDifferences, serverView } from './model-oracle'
import type { World } from './model-world'

const userIdOf = (identity: string) => (identity === 'anonymous' ? null : Number(identity.split(':')[0]))

/** The first problem found after a step, or null. */
export async function checkStep(world: World): Promise<string | null> {
  for (const tag of world.journal.tags.values()) {
    const count = await world.journal.serverCount(world.server.db, tag)
    if (count > tag.maxCount) return `The server holds ${tag.tag} (${tag.kind} of ${tag.owner}) ${count} times`
  }
  for (const device of world.devices) {
    if (device.dead) continue
    const problem = await rowsOfOthers(world, device)
    if (problem) return problem
  }
  return null
}

/** Rows of someone other than the person the copy is for, or an admin's rows on anyone else's copy. */
async function rowsOfOthers(world: World, device: Device): Promise<string | null> {
  const db = device.main
  const identity = await world.identityOnDevice(device)
  const userId = userIdOf(identity)
  const isAdmin = identity.endsWith(':admin')
  for (const entity of ACCOUNT_ENTITIES) {
    if (entity === 'user') {
      const users = await db.users.count()
      if (!isAdmin && users > 0) return `${device.name} (${identity}) holds ${users} user rows`
      continue
    }
    // A board team's rows are shared with the team: another person's may be here only for a board
    // this person is, or was, on (the quiet check then holds them to what the server shows).
    const boards = TEAM_ENTITIES.includes(entity) ? await boardsEverOn(world, userId) : new Set<number>()
    const foreign = await tableOf(db, entity).filter((row) => row.userId !== userId && !boards.has((entity === 'board' ? row.id : row.boardId) as number)).toArray()
    if (foreign.length) return `${device.name} (${identity}) shows ${entity} rows of another person: ${JSON.stringify(foreign.map((r) => [r.id, r.userId]))}`
  }
  if (!isAdmin) {
    for (const entity of PUBLISHABLE_ENTITIES) {
      const drafts = await tableOf(db, entity).filter((row) => row.published === false).count()
      if (drafts) return `${device.name} (${identity}) shows ${drafts} ${entity} drafts`
    }
  }
  const strangers = (await db.outbox.toArray()).filter((e) => (e.ownerId ?? null) !== userId)
  if (strangers.length) return `${device.name} (${identity}) holds queued changes of another person: ${strangers.map((e) => `${e.name} of ${e.ownerId}`).join(', ')}`
  return null
}

/** The boards this person owns (or owned), is a member of, was invited to, or left. */
async function boardsEverOn(world: World, userId: number | null): Promise<Set<number>> {
  const sql = `SELECT entity_id FROM change_log WHERE entity = 'board' AND owner_id = @userId
    UNION SELECT board_id FROM change_log WHERE entity IN ('boardMember', 'boardScore') AND owner_id = @userId
    UNION SELECT board_id FROM board_former_members WHERE user_id = @userId`
  return new Set(await world.server.db.values<number>(sql, { userId }))
}

/** Whether the device still has something it would send now: the quiet phase runs until none does. */
export async function hasSendable(db: VettedDb, ownerId: number | null): Promise<boolean> {
  const mine = (await db.outbox.orderBy('seq').toArray()).filter((e) => (e.ownerId ?? null) === ownerId)
  if (mine.some((e) => e.status === 'review')) return false
  const parked = new Set(mine.filter((e) => e.status === 'conflict').map((e) => `${e.entity}:${e.entityId}`))
  return mine.some((e) => e.status === 'pending' && !parked.has(`${e.entity}:${e.entityId}`))
}

/** Every problem found once the system is quiet. */
export async function checkQuiet(world: World): Promise<string[]> {
  const problems: string[] = []
  const cursor = await world.server.cursor()
  for (const device of world.devices) {
    const db = device.main
    const user = device.signedInAs
    const person = world.personOf(user)
    const who = `${device.name} (${person ?? 'visitor'})`
    const identity = (await db.meta.get('identity'))?.value as string | undefined
    if (identity !== identityOf(user === null ? null : { id: user, role: person === 'admin' ? 'admin' : 'user' } as never)) {
      problems.push(`${who}: the copy is for ${identity ?? 'nobody'}`)
    }
    if (await hasSendable(db, user)) problems.push(`${who}: changes still wait to be sent: ${JSON.stringify(await db.outbox.toArray())}`)
    if ((await readCursor(db)) !== cursor) problems.push(`${who}: the copy's cursor ${await readCursor(db)} is not the server's ${cursor}`)
    if (await db.stagedPages.count()) problems.push(`${who}: staged pages left behind`)
    const queued = new Set((await db.outbox.toArray()).map((e) => `${e.entity}:${e.entityId}`))
    const shadows = (await db.shadows.toArray()).filter((s) => !queued.has(s.key))
    if (shadows.length) problems.push(`${who}: shadows of rows with nothing queued: ${shadows.map((s) => s.key).join(', ')}`)
    const differences = await copyDifferences(db, await serverView(world.server, person))
    for (const d of differences) problems.push(`${who}: ${d}`)
  }
  problems.push(...(await tagProblems(world)), ...(await ledgerProblems(world)))
  return problems
}

/** Every tag there exactly once (at most `maxCount`), unless excused or still waiting on its device. */
async function tagProblems(world: World): Promise<string[]> {
  const problems: string[] = []
  const waiting = new Set<string>()
  for (const device of world.devices) {
    const entries = [...(await device.main.outbox.toArray()), ...(await device.main.stash.toArray()).flatMap((i) => (i.kind === 'entry' ? [i.entry] : []))]
    for (const e of entries) if (e.tempId !== undefined) waiting.add(`${device.dbName}:${e.entity}:${e.tempId}`)
  }
  const vendorAlive = async (name: string) => (await world.server.db.value('SELECT COUNT(*) FROM vendors WHERE name = ?', name) as number) > 0
  for (const tag of world.journal.tags.values()) {
    const count = await world.journal.serverCount(world.server.db, tag)
    if (count > tag.maxCount) problems.push(`The server holds ${tag.tag} (${tag.kind} of ${tag.owner}) ${count} times`)
    if (count > 0 || tag.excused !== null) continue
    if (waiting.has(`${tag.dbName}:${tag.kind}:${tag.localId}`)) continue
    if (tag.vendorName && !await vendorAlive(tag.vendorName)) continue
    problems.push(`${tag.tag} (${tag.kind} of ${tag.owner}, made on ${tag.dbName.split('-').pop()}) is not on the server${tag.seen ? ', though it was there before' : ''}, and nothing explains why`)
  }
  return problems
}

/** Every queued change of each device, in its outbox or put aside in its stash. */
async function queuedAnywhere(world: World) {
  const entries = []
  for (const device of world.devices) {
    entries.push(...(await device.main.outbox.toArray()), ...(await device.main.stash.toArray()).flatMap((i) => (i.kind === 'entry' ? [i.entry] : [])))
  }
  return entries
}

/**
 * The quantity of each buyer's ledger line is the sum of what they added, wherever they added it, once
 * none of their cart changes waits anywhere (kept on a device they signed out of, up for review).
 */
async function ledgerProblems(world: World): Promise<string[]> {
  const problems: string[] = []
  const waiting = new Set((await queuedAnywhere(world)).filter((e) => e.entity === 'cartLine').map((e) => e.ownerId))
  for (const [person, ledger] of world.journal.ledgers) {
    if (!ledger.known || waiting.has(world.idOf(person))) continue
    const quantity = await world.server.db.value('SELECT COALESCE(SUM(quantity), 0) FROM cart_lines WHERE user_id = ? AND product_id = ?', world.idOf(person), world.ledgerProduct.productId) as number
    if (quantity !== ledger.quantity) problems.push(`${person}'s cart holds ${quantity} of the ledger product; ${ledger.quantity} were added`)
  }
  return problems
}
