// The end of every history (docs/testing.md, "The model test"): each device first runs two rounds with
// the faults still armed (a round now, then its retry timer's a minute later), so a fault armed late
// still meets the requests it was armed for; then the faults stop, each person whose
// session ended signs in again, and every device runs rounds (its clock moved past any backoff) until
// a whole pass changes nothing on the server and no device has anything left it would send. Changes
// left waiting for a person's choice (a conflict, a review) stay: they are shown to their person.
import { hasSendable } from './model-invariants'
import { Violation, type World } from './model-world'

const MAX_PASSES = 12
/** Past the longest backoff a device may hold a change for (a Retry-After is capped at an hour). */
const PAST_ANY_BACKOFF_MS = 2 * 60 * 60 * 1000

export async function quiesce(world: World): Promise<void> {
  world.note('--- the last rounds before the faults stop ---')
  for (const device of world.devices) {
    if (device.dead || !world.link.armed(device.name)) continue
    await world.round(device, 0)
    device.clockOffset += 61_000
    await world.round(device, 0)
    await world.afterStep()
  }
  world.link.calm()
  world.note('--- the faults stop; every device runs until it is quiet ---')
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const before = await world.server.cursor()
    for (const device of world.devices) {
      if (device.dead) device.reload()
      if (device.person && (device.signedInAs === null || device.signInNeeded)) await world.signIn(device, device.person)
      device.clockOffset += PAST_ANY_BACKOFF_MS
      await world.round(device, 0)
      await world.afterStep()
    }
    if (await world.server.cursor() !== before) continue
    let quiet = true
    for (const device of world.devices) if (await hasSendable(device.main, device.signedInAs)) quiet = false
    if (quiet) return
  }
  throw new Violation(`The devices are not quiet after ${MAX_PASSES} passes of rounds`, world.history)
}
