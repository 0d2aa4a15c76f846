// The system under test of one history, and what the model knows of it (docs/testing.md, "The model
// test"): the server, the link with its faults, the devices, the journal of expectations, and the
// history as it ran (the lines a failure prints). Commands act on it; after every step it takes note of
// what the step showed (refusals, tags that reached the server) and checks the cheap invariants.
import type { OutboxEntry } from '../../sync/protocol/outbox'
import { tableOf } from '../../web/db/db'
import { identityOf } from '../../web/sync/account/account-data'
import { signIn, signOut } from '../../web/sync/base/session'
import { discardAccount } from '../../web/sync/account/stash'
import { Device, type RoundOutcome } from './model-device'
import { Journal } from './model-journal'
import { ModelLink } from './model-link'
import { ModelServer, passwordOf, PEOPLE, type Person } from './model-server'
import { checkStep } from './model-invariants'
import { tagIn } from './commands/step'

export const DEVICE_COUNT = 3

/** How a device starts: who is signed in on it, and its sender's batch size (false: one request per change). */
export interface DeviceStart {
  person: Person | null
  batch: number | false
}

/** A failed invariant: the history stops here, and fast-check shrinks it. */
export class Violation extends Error {
  constructor(message: string, readonly history: string[]) {
    super(`${message}\n--- history ---\n${history.join('\n')}`)
  }
}

export class World {
  readonly devices: Device[] = []
  readonly journal = new Journal()
  /** What happened, one line a step (and what each round came to). */
  readonly history: string[] = []
  /**
   * Who wrote each catalogue row (`entity:id`): the databases of the devices whose admin edited it, or
   * 'api'. A conflict is only right on a row someone else changed (a restore changes them all).
   */
  readonly editors = new Map<string, Set<string>>()
  restored = false
  /** How many times each command ran, for the report of a long run, and the time they took (ms). */
  readonly counts = new Map<string, { n: number; ms: number }>()

  /** The line of each buyer's cart that only ever grows (model-journal.ts, "ledger"). */
  readonly ledgerProduct: { vendorId: number; productId: number; tierId: number; optionId: number }

  private constructor(readonly server: ModelServer, readonly link: ModelLink, ledgerProduct: World['ledgerProduct']) {
    this.ledgerProduct = ledgerProduct
  }

  static async start(link: ModelLink, starting: DeviceStart[]): Promise<World> {
    const server = await ModelServer.start()
    const one = async (sql: string) => (await server.db.value(sql)) as number
    const world = new World(server, link, {
      vendorId: await one("SELECT vendor_id FROM products WHERE slug = 'seed-product-1-1'"),
      productId: await one("SELECT id FROM products WHERE slug = 'seed-product-1-1'"),
      tierId: await one("SELECT t.id FROM product_tiers t JOIN products p ON p.id = t.product_id WHERE p.slug = 'seed-product-1-1'"),
      optionId: await one("SELECT o.id FROM pricing_options o JOIN product_tiers t ON t.id = o.product_tier_id JOIN products p ON p.id = t.product_id WHERE p.slug = 'seed-product-1-1' AND o.is_recommended = 1"),
    })
    link.reset()
    for (const [i, { batch }] of starting.entries()) {
      world.devices.push(new Device(`d${i}`, world.server.base, batch))
      world.count(`(sender) ${batch === false ? 'one request per change' : `batches of ${batch}`}`, 0)
      world.note(`    d${i} sends ${batch === false ? 'one request per change' : `batches of up to ${batch}`}`)
    }
    for (const [i, { person }] of starting.entries()) {
      const device = world.devices[i]
      if (person) await world.signIn(device, person)
      else await world.round(device, 0)
    }
    return world
  }

  idOf(person: Person): number {
    return this.server.ids[person]
  }

  personOf(userId: number | null): Person | null {
    return PEOPLE.find((p) => this.server.ids[p] === userId) ?? null
  }

  note(line: string): void {
    this.history.push(line)
  }

  /** Nobody's ledger line adds up any more (its product went, the server went back in time). */
  forgetLedgers(why: string): void {
    for (const person of PEOPLE) this.journal.forgetLedger(person, why)
  }

  noteEdit(entity: string, id: number, who: string): void {
    const key = `${entity}:${id}`
    this.editors.set(key, new Set([...(this.editors.get(key) ?? []), who]))
  }

  count(name: string, ms: number): void {
    const c = this.counts.get(name) ?? { n: 0, ms: 0 }
    this.counts.set(name, { n: c.n + 1, ms: c.ms + ms })
  }

  /** A round in one tab of the device, noted in the history. */
  async round(device: Device, tabIndex: number, options: { ignoreBackoff?: boolean } = {}): Promise<RoundOutcome> {
    const tab = tabIndex === 1 ? device.openSecondTab() : device.main
    const outcome = await device.act(async () => await device.round(tab, options))
    if (outcome.signInNeeded) device.signInNeeded = true
    this.note(`    ${device.name}/tab${tabIndex} round: ${describeRound(outcome)}`)
    return outcome
  }

  /** The person signs in on the device; the engine then runs a round (the app's session subscription does). */
  async signIn(device: Device, person: Person): Promise<boolean> {
    device.person = person
    const ok = await device.act(() => signIn(person, passwordOf(person), device.fetch).then(() => true, () => false))
    this.note(`    ${device.name} sign-in as ${person}: ${ok ? 'signed in' : 'failed'}`)
    if (ok) device.signInNeeded = false
    if (ok) await this.round(device, 0)
    return ok
  }

  /** Signs the person out ("Keep on this device" or "Discard" when changes wait); the round follows. */
  async signOut(device: Device, discard: boolean): Promise<void> {
    const userId = device.signedInAs
    if (userId !== null && discard) {
      const person = this.personOf(userId)!
      await this.excuseQueued(device, (e) => e.ownerId === userId, `discarded by ${person} at sign-out`, true)
      await discardAccount(device.main, userId)
    }
    device.person = null
    const ended = await device.act(() => signOut(device.fetch))
    this.note(`    ${device.name} sign-out${discard ? ' (discard)' : ''}: ${ended ? 'ended on the server' : 'pending on the server'}`)
    await this.round(device, 0)
  }

  /**
   * The person chose to drop these queued changes (and, with `stashed`, what the device keeps of theirs
   * aside): their tags may be missing, and their cart additions no longer add up.
   */
  async excuseQueued(device: Device, which: (e: OutboxEntry) => boolean, why: string, stashed = false): Promise<OutboxEntry[]> {
    const entries = (await device.main.outbox.toArray()).filter(which)
    if (stashed) {
      const owners = new Set(entries.map((e) => e.ownerId))
      for (const item of await device.main.stash.toArray()) if (item.kind === 'entry' && (owners.has(item.ownerId) || which(item.entry))) entries.push(item.entry)
    }
    for (const e of entries) {
      if (e.tempId !== undefined) this.journal.excuse(this.journal.byLocalId(device.dbName, e.entity, e.tempId)?.tag, why)
      const owner = this.personOf(e.ownerId)
      if (e.entity === 'cartLine' && owner) this.journal.forgetLedger(owner, why)
    }
    return entries
  }

  /** Tags made on `device` whose temporary row left its tables and its queue without reaching the server. */
  private async excuseDropped(device: Device, why: string): Promise<void> {
    const queued = new Set((await device.main.outbox.toArray()).map((e) => `${e.entity}:${e.tempId ?? e.entityId}`))
    for (const tag of this.journal.tags.values()) {
      if (tag.dbName !== device.dbName || tag.excused !== null || tag.localId >= 0 || queued.has(`${tag.kind}:${tag.localId}`)) continue
      if (await this.journal.serverCount(this.server.db, tag) > 0 || (await tableOf(device.main, tag.kind).get(tag.localId))) continue
      this.journal.excuse(tag.tag, why)
    }
  }

  /** After each step: what it showed the model, then the invariants that must hold at every moment. */
  async afterStep(): Promise<void> {
    for (const device of this.devices) {
      for (const refusal of device.refusals.splice(0)) {
        const person = this.personOf(refusal.userId)
        const why = `refused (${refusal.status}: ${refusal.message})`
        const tag = this.journal.byLocalId(device.dbName, refusal.entity, refusal.entityId)
        this.journal.excuse(tag?.tag, why)
        if (tag?.kind === 'vendor') for (const t of this.journal.tags.values()) if (t.vendorName === tag.tag) this.journal.excuse(t.tag, `its vendor ${why}`)
        if (refusal.entity === 'cartLine' && person) this.journal.forgetLedger(person, why)
        this.note(`    ${device.name} shows a refusal: ${refusal.entity} ${refusal.entityId} ${why}${tag ? ` [${tag.tag}]` : ''}`)
        // A refused create takes along what depended on it (a board holding the refused product), and
        // its message says how many: those creates went with it, from this device's queue and tables.
        if (refusal.entityId < 0) await this.excuseDropped(device, `it depended on ${refusal.entity} ${refusal.entityId}, ${why}`)
      }
    }
    for (const tag of this.journal.tags.values()) if (!tag.seen && await this.journal.serverCount(this.server.db, tag) > 0) tag.seen = true
    const problem = (await this.conflictWithItself()) ?? (await checkStep(this))
    if (problem) throw new Violation(problem, this.history)
  }

  /**
   * A conflict parked on a catalogue row that nobody but this device edited: its own earlier change
   * answered 412 to its later one (docs/sync.md, "If-Match follows the outbox").
   */
  private async conflictWithItself(): Promise<string | null> {
    if (this.restored) return null
    for (const device of this.devices) {
      if (device.dead) continue
      for (const e of await device.main.outbox.toArray()) {
        if (e.status !== 'conflict') continue
        const row = e.serverRow ?? e.before ?? {}
        const creator = this.journal.tags.get(tagIn(row.name ?? row.title))?.dbName
        const editors = new Set([...(this.editors.get(`${e.entity}:${e.entityId}`) ?? []), ...(creator ? [creator] : [])])
        if ([...editors].every((who) => who === device.dbName)) {
          return `${device.name} parked ${e.name} of ${e.entity} ${e.entityId} as a conflict, though only this device ever changed the row`
        }
      }
    }
    return null
  }

  /** Whose rows the device's copy holds now: the identity the engine put on it. */
  async identityOnDevice(device: Device): Promise<string> {
    const meta = await device.main.meta.get('identityOnDevice')
    return (meta?.value as string | undefined) ?? identityOf(null)
  }

  async dispose(): Promise<void> {
    this.link.calm()
    for (const device of this.devices) await device.dispose()
    await this.server.dispose()
  }
}

function describeRound(outcome: RoundOutcome): string {
  const sent = outcome.sends.reduce((n, s) => n + s.sent, 0)
  const refused = outcome.sends.reduce((n, s) => n + s.rejected, 0)
  const conflicts = outcome.sends.reduce((n, s) => n + s.conflicts, 0)
  const held = outcome.sends.some((s) => s.retryInMs !== undefined)
  const parts = [`sent ${sent}`]
  if (refused) parts.push(`refused ${refused}`)
  if (conflicts) parts.push(`conflicts ${conflicts}`)
  if (held) parts.push('queue held')
  if (outcome.signInNeeded) parts.push('sign-in needed')
  if (outcome.error) parts.push(`error: ${outcome.error}`)
  return parts.join(', ')
}
