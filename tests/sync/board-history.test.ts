// A team board's history on real devices (the browser's sync code on fake-indexeddb) against the real
// server (docs/board-teams.md, "Activity, undo and merging"): two members edit the same board offline
// and the shortlist merges as a set, the same weight set to two values becomes a clash both values
// show in, and choosing settles it on both devices; Undo takes back only the person's own changes,
// online and offline, and refuses once a colleague changed the same thing since.
import { beforeAll, describe, expect, it } from 'vitest'
import { chooseClash, ownUndoableChanges, undoLastChange } from '../../web/data/account/board-history'
import { renameBoard, setBoardItems, setBoardWeights } from '../../web/data/account/boards'
import { BOARD_CLASH } from '../../sync/mutations'
import { sendPending } from '../../web/sync/push/sender'
import { addVendor } from '../api/buyer-fixtures'
import { makeTeam, type Team } from '../api/board-team-fixtures'
import { makeSyncHarness, offline, type SyncHarness } from './sync-harness'
import { deviceOf, signIn, syncDevice, type Device } from './team-devices'

let h: SyncHarness
beforeAll(async () => {
  h = await makeSyncHarness()
})

const serverBoard = async (id: number) => await h.db.get('SELECT name, items, weights FROM boards WHERE id = ?', id) as { name: string; items: string; weights: string }
const itemIds = (items: { itemId: number }[]) => items.map((i) => i.itemId).sort((a, b) => a - b)
const clashesOn = (device: Device) => device.db.outbox.filter((e) => e.name === BOARD_CLASH).toArray()

async function editOffline(device: Device, edit: () => Promise<unknown>): Promise<void> {
  signIn(device)
  await edit()
  expect(await sendPending(device.db, offline)).toMatchObject({ sent: 0 })
}

async function twoCoOwners(): Promise<{ team: Team; owner: Device; cal: Device }> {
  const team = await makeTeam(h, { cal: 'co-owner' })
  return { team, owner: await deviceOf(h, team.owner), cal: await deviceOf(h, team.members.cal) }
}

describe('field-by-field merge of a team board', () => {
  // Model history (seed -798066984): the owner's two devices rename the board; its team has no one
  // else who may edit it, so the second rename is no clash with a colleague: the later edit wins.
  it("the owner's own two devices never clash, when nobody else may edit the board", async () => {
    const team = await makeTeam(h, { eve: 'evaluator' })
    const [laptop, tablet] = [await deviceOf(h, team.owner), await deviceOf(h, team.owner)]
    await editOffline(laptop, () => renameBoard(team.boardId, 'From the laptop', laptop.db))
    await editOffline(tablet, () => renameBoard(team.boardId, 'From the tablet', tablet.db))
    await syncDevice(h, laptop)
    await syncDevice(h, tablet)
    await syncDevice(h, laptop)
    expect((await serverBoard(team.boardId)).name).toBe('From the tablet')
    for (const device of [laptop, tablet]) {
      expect(await clashesOn(device)).toEqual([])
      expect((await device.db.boards.get(team.boardId))!.name).toBe('From the tablet')
    }
  })

  it('two members add different vendors offline: both land; the same weight set to two values is a clash; choosing settles it on both devices', async () => {
    const { team, owner, cal } = await twoCoOwners()
    const [x, y] = [(await addVendor(h.db)).id, (await addVendor(h.db)).id]
    const start = (await owner.db.boards.get(team.boardId))!
    await editOffline(owner, async () => {
      await setBoardItems(team.boardId, [...start.items, { itemId: x }], owner.db)
      await setBoardWeights(team.boardId, { ...start.weights, price: 9 }, owner.db)
    })
    await editOffline(cal, async () => {
      await setBoardItems(team.boardId, [...start.items, { itemId: y }], cal.db)
      await setBoardWeights(team.boardId, { ...start.weights, price: 2 }, cal.db)
    })
    await syncDevice(h, owner)
    await syncDevice(h, cal)
    await syncDevice(h, owner)

    // The shortlist merged as a set: both vendors are on the board, on the server and on both devices.
    expect(itemIds(JSON.parse((await serverBoard(team.boardId)).items))).toEqual(itemIds([...start.items, { itemId: x }, { itemId: y }]))
    for (const device of [owner, cal]) expect(itemIds((await device.db.boards.get(team.boardId))!.items)).toEqual(itemIds(JSON.parse((await serverBoard(team.boardId)).items)))
    // The weight clashed: Cal (the later to land) holds both values in the conflicts list; the board keeps the owner's meanwhile.
    expect(JSON.parse((await serverBoard(team.boardId)).weights).price).toBe(9)
    expect(await clashesOn(owner)).toEqual([])
    const [clash] = await clashesOn(cal)
    expect(clash.args.clash).toEqual({ field: 'weight', criterion: 'price', mine: 2, theirs: 9 })
    expect((await cal.db.boards.get(team.boardId))!.weights.price).toBe(9)

    // Cal keeps hers: it lands, and reaches the owner's device; the clash is gone.
    signIn(cal)
    await chooseClash(clash.seq!, 'mine', cal.db)
    await syncDevice(h, cal)
    await syncDevice(h, owner)
    expect(JSON.parse((await serverBoard(team.boardId)).weights).price).toBe(2)
    for (const device of [owner, cal]) expect((await device.db.boards.get(team.boardId))!.weights.price).toBe(2)
    expect(await clashesOn(cal)).toEqual([])
    expect(await cal.db.outbox.count()).toBe(0)
  })

  it('"Take theirs" drops the clash and keeps the colleague’s value everywhere', async () => {
    const { team, owner, cal } = await twoCoOwners()
    await editOffline(owner, () => renameBoard(team.boardId, 'Owner’s name', owner.db))
    await editOffline(cal, () => renameBoard(team.boardId, 'Cal’s name', cal.db))
    await syncDevice(h, owner)
    await syncDevice(h, cal)
    const [clash] = await clashesOn(cal)
    expect(clash.args.clash).toEqual({ field: 'name', mine: 'Cal’s name', theirs: 'Owner’s name' })
    signIn(cal)
    await chooseClash(clash.seq!, 'theirs', cal.db)
    await syncDevice(h, cal)
    expect(await cal.db.outbox.count()).toBe(0)
    expect((await serverBoard(team.boardId)).name).toBe('Owner’s name')
    expect((await cal.db.boards.get(team.boardId))!.name).toBe('Owner’s name')
  })
})

describe('undo', () => {
  it('takes back the person’s own changes, newest first, online and offline', async () => {
    const { team, owner } = await twoCoOwners()
    const x = (await addVendor(h.db)).id
    const start = (await owner.db.boards.get(team.boardId))!
    signIn(owner)
    await setBoardWeights(team.boardId, { ...start.weights, price: 7 }, owner.db)
    await syncDevice(h, owner)
    // Offline: a vendor added, then undone, then the weight change (sent before) undone too.
    await editOffline(owner, () => setBoardItems(team.boardId, [...start.items, { itemId: x }], owner.db))
    expect((await ownUndoableChanges(owner.db, team.boardId, team.owner.id)).map((c) => c.change.kind)).toEqual(['item-added', 'weight-changed'])
    expect(await undoLastChange(team.boardId, owner.db)).toEqual({ undone: { kind: 'item-added', item: { itemId: x } } })
    expect(await undoLastChange(team.boardId, owner.db)).toEqual({ undone: { kind: 'weight-changed', criterion: 'price', before: null, after: 7 } })
    expect(await undoLastChange(team.boardId, owner.db)).toBeNull()
    const local = (await owner.db.boards.get(team.boardId))!
    expect(itemIds(local.items)).toEqual(itemIds(start.items))
    expect(local.weights).toEqual(start.weights)
    expect(await sendPending(owner.db, offline)).toMatchObject({ sent: 0 })

    await syncDevice(h, owner)
    expect(await owner.db.outbox.count()).toBe(0)
    const server = await serverBoard(team.boardId)
    expect(itemIds(JSON.parse(server.items))).toEqual(itemIds(start.items))
    expect(JSON.parse(server.weights)).toEqual(start.weights)
    expect(await ownUndoableChanges(owner.db, team.boardId, team.owner.id)).toEqual([])
  })

  it('never offers a colleague’s change, and refuses once a colleague changed the same thing since', async () => {
    const { team, owner, cal } = await twoCoOwners()
    const start = (await owner.db.boards.get(team.boardId))!
    signIn(cal)
    await setBoardWeights(team.boardId, { ...start.weights, value: 1 }, cal.db)
    await syncDevice(h, cal)
    await syncDevice(h, owner)
    // Cal's change is on the owner's device, and nothing of the owner's is there to undo.
    expect((await owner.db.boards.get(team.boardId))!.weights.value).toBe(1)
    signIn(owner)
    expect(await undoLastChange(team.boardId, owner.db)).toBeNull()

    await setBoardWeights(team.boardId, { ...start.weights, value: 1, price: 8 }, owner.db)
    await syncDevice(h, owner)
    await syncDevice(h, cal)
    await setBoardWeights(team.boardId, { ...start.weights, value: 1, price: 3 }, cal.db)
    await syncDevice(h, cal)
    await syncDevice(h, owner)
    signIn(owner)
    const refused = await undoLastChange(team.boardId, owner.db)
    expect(refused).toEqual({ refused: expect.stringMatching(/changed the weight of Price since: your change was not undone/) })
    expect(await owner.db.outbox.count()).toBe(0)
    expect(JSON.parse((await serverBoard(team.boardId)).weights)).toEqual({ ...start.weights, value: 1, price: 3 })
  })

  it('an undo queued offline is refused by the server when a colleague changed the same thing meanwhile', async () => {
    const { team, owner, cal } = await twoCoOwners()
    const start = (await owner.db.boards.get(team.boardId))!
    signIn(owner)
    await setBoardWeights(team.boardId, { ...start.weights, price: 8 }, owner.db)
    await syncDevice(h, owner)
    await editOffline(owner, () => undoLastChange(team.boardId, owner.db))
    signIn(cal)
    await syncDevice(h, cal)
    await setBoardWeights(team.boardId, { ...start.weights, price: 4 }, cal.db)
    await syncDevice(h, cal)
    await syncDevice(h, owner)
    expect(JSON.parse((await serverBoard(team.boardId)).weights).price).toBe(4)
    expect((await owner.db.boards.get(team.boardId))!.weights.price).toBe(4)
    expect((await owner.db.rejections.toArray()).map((r) => r.message)).toEqual([expect.stringMatching(/changed the weight of Price since/)])
  })
})
