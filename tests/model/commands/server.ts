// What happens on the server side of the model test: the process restarts, a backup is taken and later
// restored (a new epoch: every device rebuilds, its unsent changes kept), the catalogue snapshot is
// rebuilt; and API clients write beside the devices: an admin decides a subscription request or edits
// a vendor, a buyer's other client renames a board or adds to the cart (each with If-Match, as the API
// documents). These make the devices' changes meet changes made elsewhere.
import * as fc from 'fast-check'
import { PEOPLE, type Person } from '../model-server'
import type { World } from '../model-world'
import { Step, tagIn } from './step'

class Restart extends Step {
  readonly kind = 'server restart'
  protected async act(world: World) {
    return await world.server.restart()
  }
  toString() {
    return 'the server restarts'
  }
}

class Backup extends Step {
  readonly kind = 'server backup'
  protected async act(world: World) {
    return await world.server.backup()
  }
  toString() {
    return 'a backup of the server is taken'
  }
}

class Restore extends Step {
  readonly kind = 'server restore'
  check(world: Readonly<World>) {
    return world.server.backupFile !== null
  }
  protected async act(world: World) {
    const before = new Set<string>()
    for (const t of world.journal.tags.values()) if ((await world.journal.serverCount(world.server.db, t)) > 0) before.add(t.tag)
    await world.server.restore()
    world.restored = true
    for (const tag of before) {
      const record = world.journal.tags.get(tag)!
      if (await world.journal.serverCount(world.server.db, record) === 0) world.journal.excuse(tag, 'written after the backup the server was restored from')
    }
    world.forgetLedgers('the server was restored from a backup')
  }
  toString() {
    return 'the server is restored from the last backup'
  }
}

class RebuildSnapshot extends Step {
  readonly kind = 'snapshot rebuild'
  protected async act(world: World) {
    return await world.server.rebuildSnapshot()
  }
  toString() {
    return 'the catalogue snapshot is rebuilt'
  }
}

type Row = { id: number; version: number } & Record<string, unknown>

/** A write of an API client (not a device), as this person. */
abstract class ApiStep extends Step {
  constructor(readonly person: Person, readonly pick: number) {
    super()
  }
  protected async send(world: World, method: string, path: string, body: unknown, version?: number): Promise<number> {
    const res = await world.server.oracleFetch(this.person)(path, {
      method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...(version !== undefined && { 'If-Match': `"${version}"` }) },
    })
    await res.arrayBuffer()
    world.note(`    ${method} ${path}: ${res.status}`)
    return res.status
  }
  protected async rows(world: World, sql: string, ...params: unknown[]): Promise<Row[]> {
    return await world.server.db.all<Row>(sql, ...params)
  }
  protected picked(rows: Row[]): Row | undefined {
    return rows.length ? rows[this.pick % rows.length] : undefined
  }
}

class AdminDecidesOrder extends ApiStep {
  readonly kind = 'API: admin decides a request'
  constructor(pick: number, readonly status: 'in-review' | 'approved' | 'declined') {
    super('admin', pick)
  }
  protected async act(world: World) {
    const order = this.picked(await this.rows(world, "SELECT id, version FROM orders WHERE status IN ('requested', 'in-review') ORDER BY id"))
    if (!order) return world.note('    no open request')
    await this.send(world, 'PATCH', `/api/admin/orders/${order.id}`, { status: this.status }, order.version)
  }
  toString() {
    return `an admin's API client sets a subscription request to ${this.status} (pick ${this.pick})`
  }
}

class AdminEditsVendor extends ApiStep {
  readonly kind = 'API: admin edits a vendor'
  constructor(pick: number, readonly n: number) {
    super('admin', pick)
  }
  protected async act(world: World) {
    const vendor = this.picked(await this.rows(world, 'SELECT id, version FROM vendors ORDER BY id'))
    if (!vendor) return world.note('    no vendor')
    world.noteEdit('vendor', vendor.id, 'api')
    await this.send(world, 'PATCH', `/api/vendors/${vendor.id}`, { pricingModel: `API edit ${this.n}` }, vendor.version)
  }
  toString() {
    return `an admin's API client edits a vendor (pick ${this.pick}, ${this.n})`
  }
}

class BuyerRenamesBoard extends ApiStep {
  readonly kind = 'API: buyer renames a board'
  constructor(person: Person, pick: number, readonly n: number) {
    super(person, pick)
  }
  protected async act(world: World) {
    const board = this.picked(await this.rows(world, 'SELECT id, version, name FROM boards WHERE user_id = ? ORDER BY id', world.idOf(this.person)))
    if (!board) return world.note('    no board')
    await this.send(world, 'PATCH', `/api/boards/${board.id}`, { name: `${tagIn(board.name)} ~api${this.n}` }, board.version)
  }
  toString() {
    return `${this.person}'s API client renames a board (pick ${this.pick}, ${this.n})`
  }
}

class BuyerAddsToCart extends ApiStep {
  readonly kind = 'API: buyer adds to the cart'
  constructor(person: Person, readonly quantity: number) {
    super(person, 0)
  }
  protected async act(world: World) {
    const { productId, tierId, optionId } = world.ledgerProduct
    const status = await this.send(world, 'POST', '/api/cart/lines', { productId, tierId, pricingOptionId: optionId, quantity: this.quantity })
    if (status < 300) world.journal.ledger(this.person).quantity += this.quantity
  }
  toString() {
    return `${this.person}'s API client adds ${this.quantity} of the ledger product to the cart`
  }
}

const person = fc.constantFrom(...PEOPLE)
const pick = fc.nat(1000)

export const serverCommands = [
  { weight: 1, arbitrary: fc.constant(new Restart()) },
  { weight: 1, arbitrary: fc.constant(new Backup()) },
  { weight: 1, arbitrary: fc.constant(new Restore()) },
  { weight: 1, arbitrary: fc.constant(new RebuildSnapshot()) },
  { weight: 2, arbitrary: fc.tuple(pick, fc.constantFrom('in-review' as const, 'approved' as const, 'declined' as const)).map(([p, s]) => new AdminDecidesOrder(p, s)) },
  { weight: 2, arbitrary: fc.tuple(pick, fc.nat(99)).map(([p, n]) => new AdminEditsVendor(p, n)) },
  { weight: 1, arbitrary: fc.tuple(person, pick, fc.nat(99)).map(([who, p, n]) => new BuyerRenamesBoard(who, p, n)) },
  { weight: 1, arbitrary: fc.tuple(person, fc.integer({ min: 1, max: 3 })).map(([who, q]) => new BuyerAddsToCart(who, q)) },
]
