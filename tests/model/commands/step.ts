// What every command of the model test shares: it notes itself in the history, counts itself for the
// run's report, acts on the world, and hands over to the checks made after every step.
import type * as fc from 'fast-check'
import type { Device } from '../model-device'
import type { Person } from '../model-server'
import { serverNow } from '../model-globals'
import type { World } from '../model-world'

type Row = Record<string, unknown>

export abstract class Step implements fc.AsyncCommand<World, World> {
  /** The command's kind, as the run's report counts it. */
  abstract readonly kind: string

  check(_world: Readonly<World>): boolean {
    return true
  }

  async run(_model: World, world: World): Promise<void> {
    world.note(this.toString())
    const started = serverNow()
    await this.act(world)
    await world.afterStep()
    world.count(this.kind, serverNow() - started)
  }

  protected abstract act(world: World): Promise<void>

  abstract toString(): string
}

/** A step of one device; it checks the device is alive (a crashed device first reloads). */
export abstract class DeviceStep extends Step {
  constructor(readonly dev: number) {
    super()
  }

  protected device(world: World): Device {
    return world.devices[this.dev % world.devices.length]
  }
}

/** A step of the person signed in on a device (optionally only an admin). */
export abstract class PersonStep extends DeviceStep {
  protected readonly adminOnly: boolean = false

  check(world: Readonly<World>): boolean {
    const device = world.devices[this.dev % world.devices.length]
    const person = world.personOf(device.signedInAs)
    return !device.dead && person !== null && (!this.adminOnly || person === 'admin')
  }

  /** Runs the write as the device's person; a write the app refuses at once (it throws) is noted. */
  protected async write(world: World, what: string, work: (device: Device, person: Person) => Promise<void>): Promise<void> {
    const device = this.device(world)
    const person = world.personOf(device.signedInAs)!
    try {
      await device.act(async () => await work(device, person))
    } catch (err) {
      world.note(`    ${what}: not made (${(err as Error).message})`)
    }
  }
}

/** The `pick`th of a list (sorted by id for the same choice on every run), or undefined when it is empty. */
export function pickFrom<T extends Row>(rows: T[], pick: number): T | undefined {
  if (!rows.length) return undefined
  const sorted = [...rows].sort((a, b) => (a.id as number) - (b.id as number))
  return sorted[pick % sorted.length]
}

/** The tag a tagged field starts with (a rename keeps it: "#b3 ~2"). */
export const tagIn = (text: unknown) => String(text).split(' ~')[0]
