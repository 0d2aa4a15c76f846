// A board team's people each on a device of their own (the browser's sync code on fake-indexeddb)
// against the real server: signed in, their copy downloaded, and a round of send and pull.
import type { VettedDb } from '../../web/db/db'
import { followIdentity } from '../../web/sync/account/account-data'
import { useSession, type SessionUser } from '../../web/sync/base/session'
import { pull } from '../../web/sync/pull/pull'
import { sendPending } from '../../web/sync/push/sender'
import type { Person } from '../api/board-team-fixtures'
import type { SyncHarness } from './sync-harness'

export interface Device {
  person: Person
  user: SessionUser
  db: VettedDb
}

/** The app's session as this person (what queueWrite stamps and the sender sends for). */
export function signIn(device: Device): void {
  useSession.setState({ user: device.user, known: true, checkedAt: Date.now() })
}

/** A new device of this person, signed in, with everything they may see downloaded. */
export async function deviceOf(h: SyncHarness, person: Person): Promise<Device> {
  const username = await h.db.value('SELECT username FROM users WHERE id = ?', person.id) as string
  const user: SessionUser = { id: person.id, username, email: `${username}@example.com`, firstName: null, lastName: null, role: 'user' }
  const device = { person, user, db: h.newDb() }
  signIn(device)
  await pull(device.db, { fetchImpl: h.fetchAs(person.cookie), ownerId: person.id })
  await followIdentity(device.db, user, h.fetchAs(person.cookie))
  return device
}

/** One round on the device: its queued changes sent, then a pull. */
export async function syncDevice(h: SyncHarness, device: Device) {
  signIn(device)
  const sent = await sendPending(device.db, h.fetchAs(device.person.cookie), { ignoreBackoff: true })
  await pull(device.db, { fetchImpl: h.fetchAs(device.person.cookie), ownerId: device.person.id })
  return sent
}
