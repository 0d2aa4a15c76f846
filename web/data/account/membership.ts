// The member changes a board's team and a company workspace share on a device (docs/board-teams.md,
// docs/workspaces.md): invite by username or email, accept, decline, remove (also withdrawing an
// invitation and leaving, on one's own row) and a change of role. Each is an optimistic local write
// queued as the side's named mutation (sync/mutations/membership.ts), so it works offline and reaches
// the server once; the server decides who may do what and a refused change is rolled back with its
// message. An invitation writes no row here: the server finds the account and the feed brings the row.
import { tableOf, type VettedDb } from '../../db/db'
import { currentId } from '../../sync/copy/remap-local'
import { queueWrite } from '../../sync/push/local-writes'

interface MemberSide {
  /** The member rows' entity; its mutations are named after it ("boardMember.accept"). */
  entity: 'boardMember' | 'workspaceMember'
  /** The entity the rows belong to, and the member field that names it. */
  scope: 'board' | 'workspace'
  scopeKey: 'boardId' | 'workspaceId'
  /** Throws, saying what to do, when nobody is signed in on this device. */
  signedIn: () => unknown
}

type MemberRow = { id: number; status: string; role: string } & ({ boardId: number } | { workspaceId: number })

export function memberChanges<M extends MemberRow, R extends string>({ entity, scope, scopeKey, signedIn }: MemberSide) {
  /** A change to one member row: written here at once, and queued. `after` null removes the row. */
  async function change(d: VettedDb, member: M, action: string, after: M | null, extra: Record<string, unknown> = {}): Promise<void> {
    signedIn()
    const table = tableOf(d, entity)
    await queueWrite(d, [table], async ({ queue }) => {
      const id = await currentId(d, entity, member.id)
      const before = (await table.get(id)) ?? null
      if (after) await table.put({ ...after, id })
      else await table.delete(id)
      await queue({ name: `${entity}.${action}`, entityId: id, args: { [scopeKey]: (member as Record<string, unknown>)[scopeKey], ...extra }, before })
    })
  }
  return {
    /** Invites someone by username or email; the member row arrives with the next pull once the server has it. */
    async invite(scopeId: number, user: string, role: R, d: VettedDb): Promise<void> {
      signedIn()
      await queueWrite(d, [tableOf(d, entity)], async ({ queue }) => {
        const current = await currentId(d, scope, scopeId)
        await queue({ name: `${entity}.invite`, entityId: 0, args: { [scopeKey]: current, user: user.trim(), role }, before: null })
      })
    },
    accept: (member: M, d: VettedDb) => change(d, member, 'accept', { ...member, status: 'active' }),
    decline: (member: M, d: VettedDb) => change(d, member, 'decline', null),
    remove: (member: M, d: VettedDb) => change(d, member, 'remove', null),
    setRole: (member: M, role: R, d: VettedDb) => change(d, member, 'setRole', { ...member, role }, { role }),
  }
}
