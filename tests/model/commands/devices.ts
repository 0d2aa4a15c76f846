// What happens to devices and their link in the model test: rounds (the engine's timer, or the browser
// coming online), going offline and online, faults armed on the link, two tabs sending at once, a
// slow answer overtaken by a later one, clocks that jump, reloads and crashes, signing out (keeping or
// discarding what waits) and in (the same person or another), the person's review of changes the
// server forgot, and a new device for a person.
import * as fc from 'fast-check'
import { discardReviewed, sendReviewed } from '../../../web/sync/push/review'
import { Device } from '../model-device'
import type { Fault } from '../model-link'
import { PEOPLE, type Person } from '../model-server'
import type { World } from '../model-world'
import { DeviceStep, PersonStep } from './step'

const dev = fc.nat(2)

/**
 * Why a round runs: 'now' (a write or the tab coming into view: a held queue keeps waiting), 'online'
 * (the browser came online: no backoff), 'timer' (the engine's retry timer, once the wait is over: the
 * device's clock moves on a minute, past any backoff but a long Retry-After).
 */
type RoundCause = 'now' | 'online' | 'timer'

class Round extends DeviceStep {
  readonly kind = 'round'
  constructor(d: number, readonly tab: number, readonly cause: RoundCause) {
    super(d)
  }
  protected async act(world: World) {
    const device = this.device(world)
    if (device.dead) device.reload()
    if (this.cause === 'timer') device.clockOffset += 61_000
    await world.round(device, this.tab, { ignoreBackoff: this.cause === 'online' })
  }
  toString() {
    const why = { now: '', online: ' (the browser came online: no backoff)', timer: ' (the retry timer, a minute later)' }[this.cause]
    return `d${this.dev}/tab${this.tab} runs a round${why}`
  }
}

class SetOffline extends DeviceStep {
  readonly kind = 'offline/online'
  constructor(d: number, readonly offline: boolean) {
    super(d)
  }
  protected async act(world: World) {
    world.link.setOffline(this.device(world).name, this.offline)
    // Coming back online, the browser's `online` event starts a round at once.
    if (!this.offline) await world.round(this.device(world), 0, { ignoreBackoff: true })
  }
  toString() {
    return `d${this.dev} goes ${this.offline ? 'offline' : 'online'}`
  }
}

class ArmFault extends DeviceStep {
  readonly kind: string
  constructor(d: number, readonly fault: Fault) {
    super(d)
    this.kind = `fault: ${fault.kind === 'status' ? `${fault.status}${fault.retryAfter !== undefined ? ' Retry-After' : ''}` : fault.kind}`
  }
  protected async act(world: World) {
    world.link.arm(this.device(world).name, this.fault)
  }
  toString() {
    const f = this.fault
    const what = f.kind === 'status' ? `${f.status}${f.retryAfter !== undefined ? ` (Retry-After: ${f.retryAfter})` : ''}`
      : f.kind === 'cut' ? `a body cut ${f.clean ? 'between lines' : 'mid-line'}`
      : f.kind === 'downAfterCommit' ? `the server down after committing (answer lost, then 503 to ${f.requests} requests)`
      : f.kind === 'stopMidBatch' ? `the server stopping after ${f.applied} changes of a batch (no answer)`
      : f.kind
    return `link of d${this.dev}: ${what} on the ${f.skip ? `${f.skip + 1}th ` : 'next '}${f.target === 'any' ? 'request' : `${f.target} request`}`
  }
}

class TabRace extends PersonStep {
  readonly kind = 'two tabs at once'
  protected async act(world: World) {
    const device = this.device(world)
    device.openSecondTab()
    await Promise.all([world.round(device, 0), world.round(device, 1)])
  }
  toString() {
    return `d${this.dev}: both tabs run a round at the same time`
  }
}

class SlowAnswer extends PersonStep {
  readonly kind = 'slow answer overtaken'
  protected async act(world: World) {
    const device = this.device(world)
    device.openSecondTab()
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const hold = world.link.hold(device.name, 'send', released)
    const first = world.round(device, 0)
    const held = await Promise.race([hold.reached.then(() => true), first.then(() => false)])
    world.note(held ? '    tab0 sent; its answer is held' : '    tab0 sent nothing')
    if (!held) hold.cancel()
    await world.round(device, 1)
    release()
    await first
  }
  toString() {
    return `d${this.dev}: tab0's next answer is slow, tab1 runs a round meanwhile`
  }
}

class ClockJump extends DeviceStep {
  readonly kind = 'clock jump'
  constructor(d: number, readonly ms: number) {
    super(d)
  }
  protected async act(world: World) {
    this.device(world).clockOffset += this.ms
  }
  toString() {
    return `d${this.dev}'s clock ${this.ms > 0 ? 'moves on' : 'is set back'} ${Math.abs(this.ms / 1000)} s`
  }
}

class Reload extends DeviceStep {
  readonly kind: string
  constructor(d: number, readonly crashAt: number | null) {
    super(d)
    this.kind = crashAt === null ? 'reload' : 'crash mid-transaction'
  }
  protected async act(world: World) {
    const device = this.device(world)
    if (this.crashAt !== null) {
      device.armCrash(this.crashAt)
      await world.round(device, 0)
      world.note(`    ${device.dead ? 'crashed' : 'the round ended before the crash point'}`)
    }
    device.reload()
    await world.round(device, 0) // the app starts: a round
  }
  toString() {
    return this.crashAt === null ? `d${this.dev} reloads` : `d${this.dev} crashes at its ${this.crashAt}th write to IndexedDB in a round, then reloads`
  }
}

class SignOut extends PersonStep {
  readonly kind: string
  constructor(d: number, readonly choice: 'keep' | 'discard' | 'send') {
    super(d)
    this.kind = `sign out (${choice})`
  }
  protected async act(world: World) {
    const device = this.device(world)
    const userId = device.signedInAs!
    const unsent = (await device.main.outbox.toArray()).filter((e) => e.ownerId === userId).length
    if (unsent && this.choice === 'send') {
      await world.round(device, 0, { ignoreBackoff: true })
      const left = (await device.main.outbox.toArray()).filter((e) => e.ownerId === userId).length
      if (left) return world.note(`    ${left} changes could not be sent: stays signed in`)
    }
    await world.signOut(device, unsent > 0 && this.choice === 'discard')
  }
  toString() {
    return `d${this.dev} signs out (${this.choice === 'keep' ? 'Keep on this device' : this.choice === 'discard' ? 'Discard' : 'Send now'} if changes wait)`
  }
}

class SignIn extends DeviceStep {
  readonly kind = 'sign in'
  constructor(d: number, readonly person: Person) {
    super(d)
  }
  check(world: Readonly<World>) {
    const device = world.devices[this.dev % world.devices.length]
    // Nobody signed in, or the person's session ended and the app asks them to sign in again.
    return device.signedInAs === null || (device.signInNeeded && device.person === this.person)
  }
  protected async act(world: World) {
    const device = this.device(world)
    if (device.dead) device.reload()
    await world.signIn(device, this.person)
  }
  toString() {
    return `${this.person} signs in on d${this.dev}`
  }
}

class Review extends PersonStep {
  readonly kind: string
  constructor(d: number, readonly sendAgain: boolean) {
    super(d)
    this.kind = `review (${sendAgain ? 'send again' : 'discard'})`
  }
  protected async act(world: World) {
    const device = this.device(world)
    const userId = device.signedInAs!
    const inReview = (e: { status: string; ownerId: number | null }) => e.status === 'review' && e.ownerId === userId
    if (!(await device.main.outbox.toArray()).some(inReview)) return world.note('    nothing to review')
    if (this.sendAgain) {
      // The person sends again what the server may already have: a create it applied may then land twice.
      for (const e of (await device.main.outbox.toArray()).filter(inReview)) {
        const tag = e.tempId === undefined ? undefined : world.journal.byLocalId(device.dbName, e.entity, e.tempId)
        if (tag && await world.journal.serverCount(world.server.db, tag) > 0) tag.maxCount = 2
        if (e.entity === 'cartLine') world.journal.forgetLedger(world.personOf(userId)!, 'cart changes sent again after review')
      }
      await device.act(() => sendReviewed(device.main, userId))
    } else {
      await world.excuseQueued(device, inReview, 'discarded after review')
      await device.act(() => discardReviewed(device.main, userId))
    }
    await world.round(device, 0)
  }
  toString() {
    return `d${this.dev}'s person reviews the changes the server forgot: ${this.sendAgain ? 'Send again' : 'Discard'}`
  }
}

class NewDevice extends DeviceStep {
  readonly kind = 'new device'
  check(world: Readonly<World>) {
    return world.devices[this.dev % world.devices.length].person !== null
  }
  protected async act(world: World) {
    const old = this.device(world)
    // Only a device with nothing of anyone's waiting is put away: its person moves to a new one.
    if ((await old.main.outbox.count()) || (await old.main.stash.count())) return world.note('    changes wait on it: kept')
    const device = new Device(old.name, world.server.base, old.batch)
    world.devices[this.dev % world.devices.length] = device
    await old.dispose()
    await world.signIn(device, old.person!)
  }
  toString() {
    return `d${this.dev}'s person moves to a new device (a first download)`
  }
}

const fault: fc.Arbitrary<Fault> = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constant({ kind: 'loseAnswer' } as const) },
      { weight: 2, arbitrary: fc.constant({ kind: 'networkError' } as const) },
      { weight: 2, arbitrary: fc.constantFrom(500, 502, 503).map((status) => ({ kind: 'status', status }) as const) },
      { weight: 2, arbitrary: fc.constantFrom(1, 30, 3600).map((retryAfter) => ({ kind: 'status', status: 429, retryAfter }) as const) },
      { weight: 1, arbitrary: fc.constant({ kind: 'hang' } as const) },
      { weight: 1, arbitrary: fc.constant({ kind: 'duplicate' } as const) },
      { weight: 3, arbitrary: fc.integer({ min: 1, max: 3 }).map((requests) => ({ kind: 'downAfterCommit', requests }) as const) },
      { weight: 2, arbitrary: fc.boolean().map((clean) => ({ kind: 'cut', clean }) as const) },
      { weight: 2, arbitrary: fc.integer({ min: 0, max: 3 }).map((applied) => ({ kind: 'stopMidBatch', applied }) as const) },
    ),
    fc.constantFrom('send' as const, 'send' as const, 'send' as const, 'pull' as const, 'pull' as const, 'snapshot' as const, 'auth' as const, 'any' as const),
    fc.constantFrom(0, 0, 1, 2),
  )
  .map(([kind, target, skip]) => {
    // A retransmit or a commit the server dies after only make sense for a write; a cut only for an answer with a body to cut.
    if (kind.kind === 'duplicate' || kind.kind === 'downAfterCommit' || kind.kind === 'stopMidBatch') return { ...kind, target: 'send', skip }
    if (kind.kind === 'cut') return { ...kind, target: target === 'snapshot' ? 'snapshot' : 'pull', skip }
    return { ...kind, target, skip }
  })

export const deviceCommands = [
  {
    weight: 10,
    arbitrary: fc.tuple(dev, fc.nat(1), fc.constantFrom<RoundCause>('now', 'online', 'timer')).map(([d, t, cause]) => new Round(d, t === 1 && cause === 'online' ? 1 : 0, cause)),
  },
  { weight: 3, arbitrary: fc.tuple(dev, fc.boolean()).map(([d, off]) => new SetOffline(d, off)) },
  { weight: 6, arbitrary: fc.tuple(dev, fault).map(([d, f]) => new ArmFault(d, f)) },
  { weight: 2, arbitrary: dev.map((d) => new TabRace(d)) },
  { weight: 2, arbitrary: dev.map((d) => new SlowAnswer(d)) },
  { weight: 1, arbitrary: fc.tuple(dev, fc.constantFrom(-3_600_000, -30_000, 65_000, 3_600_000, 86_400_000)).map(([d, ms]) => new ClockJump(d, ms)) },
  { weight: 2, arbitrary: fc.tuple(dev, fc.option(fc.integer({ min: 1, max: 12 }), { freq: 2 })).map(([d, at]) => new Reload(d, at)) },
  { weight: 2, arbitrary: fc.tuple(dev, fc.constantFrom('keep' as const, 'keep' as const, 'discard' as const, 'send' as const)).map(([d, c]) => new SignOut(d, c)) },
  { weight: 3, arbitrary: fc.tuple(dev, fc.constantFrom(...PEOPLE)).map(([d, p]) => new SignIn(d, p)) },
  { weight: 2, arbitrary: fc.tuple(dev, fc.boolean()).map(([d, s]) => new Review(d, s)) },
  { weight: 1, arbitrary: dev.map((d) => new NewDevice(d)) },
]
