// A board's team on this device (docs/board-teams.md): the invitations, members and scores
// the feed brings, and the changes the screens make to them (the member changes are membership.ts's,
// shared with workspaces). Each change is an optimistic local write queued in the outbox as a named
// mutation (sync/mutations/team.ts), so it works offline and reaches
// the server once. The server decides who may do what (sync/rules/board-roles.ts); a change it
// refuses is rolled back to its row with its message, as for any other refusal.
import { useLiveQuery } from 'dexie-react-hooks'
import type { BoardMember, BoardScore } from '../../../sync/schemas'
import type { BoardRole } from '../../../sync/rules/board-roles'
import { queueWrite } from '../../sync/push/local-writes'
import { currentId } from '../../sync/copy/remap-local'
import { db as appDb, type VettedDb } from '../../db/db'
import { useSession } from '../../sync/base/session'
import { memberChanges } from './membership'

type InvitableRole = Exclude<BoardRole, 'owner'>

function signedInId(): number {
  const user = useSession.getState().user
  if (!user) throw new Error('Sign in to work on a team board')
  return user.id
}

/** The board's members and pending invitations, in the order they were invited; undefined while reading. */
export function useBoardMembers(boardId: number): BoardMember[] | undefined {
  return useLiveQuery(() => appDb.boardMembers.where('boardId').equals(boardId).sortBy('id'), [boardId])
}

/** The invitations waiting for the signed-in person's answer. */
export function useMyInvitations(userId: number | undefined): BoardMember[] | undefined {
  return useLiveQuery(
    async () => (userId === undefined ? [] : (await appDb.boardMembers.where('userId').equals(userId).sortBy('id')).filter((m) => m.status === 'invited')),
    [userId],
  )
}

/** The board's scores this person may read: their own until the results are revealed, everyone's after. */
export function useBoardScores(boardId: number): BoardScore[] | undefined {
  return useLiveQuery(() => appDb.boardScores.where('boardId').equals(boardId).toArray(), [boardId])
}

const members = memberChanges<BoardMember, InvitableRole>({ entity: 'boardMember', scope: 'board', scopeKey: 'boardId', signedIn: signedInId })

/** Invites someone by username or email; the member row arrives with the next pull once the server has it. */
export const inviteMember = (boardId: number, user: string, role: InvitableRole, d: VettedDb = appDb) => members.invite(boardId, user, role, d)
export const acceptInvitation = (member: BoardMember, d: VettedDb = appDb) => members.accept(member, d)
export const declineInvitation = (member: BoardMember, d: VettedDb = appDb) => members.decline(member, d)
/** Takes a member off the board (or withdraws an invitation); on one's own row, leaves the board. */
export const removeMember = (member: BoardMember, d: VettedDb = appDb) => members.remove(member, d)
export const changeMemberRole = (member: BoardMember, role: InvitableRole, d: VettedDb = appDb) => members.setRole(member, role, d)

/** Leaves a board: one's own member row removed (the feed then takes the board off this device). */
export async function leaveBoard(boardId: number, d: VettedDb = appDb): Promise<void> {
  const own = await ownMemberRow(d, boardId, signedInId())
  if (!own) throw new Error('You are not a member of this board')
  await removeMember(own, d)
}

const ownMemberRow = async (d: VettedDb, boardId: number, userId: number) =>
  (await d.boardMembers.where('boardId').equals(boardId).filter((m) => m.userId === userId).first()) ?? null

/** Submits (or, with `submitted` false, reopens) the signed-in person's scorecard on this board. */
export async function setScorecardSubmitted(boardId: number, submitted: boolean, d: VettedDb = appDb): Promise<void> {
  const userId = signedInId()
  await queueWrite(d, [d.boardMembers], async ({ queue }) => {
    const at = submitted ? new Date().toISOString() : null
    const own = await ownMemberRow(d, boardId, userId)
    // The owner of a board that has no team yet has no member row: the server makes it.
    if (own) await d.boardMembers.put({ ...own, submittedAt: at })
    const name = submitted ? 'boardMember.submit' : 'boardMember.reopen'
    await queue({ name, entityId: own?.id ?? 0, args: { boardId, at }, before: own })
  })
}

/** The signed-in person's score of one item on one criterion (1 to 5), with an optional note. */
export async function setScore(boardId: number, itemId: number, criterion: string, score: number, note: string | null = null, d: VettedDb = appDb): Promise<void> {
  const userId = signedInId()
  await queueWrite(d, [d.boardScores], async ({ queue, tempId }) => {
    const board = await currentId(d, 'board', boardId)
    const args = { boardId: board, itemId, criterion, score, note }
    const existing = await d.boardScores.where('[boardId+userId]').equals([board, userId]).filter((s) => s.itemId === itemId && s.criterion === criterion).first()
    if (existing) {
      await d.boardScores.put({ ...existing, score, note })
      await queue({ name: 'boardScore.set', entityId: existing.id, args, before: existing })
      return
    }
    const id = await tempId()
    const now = new Date().toISOString()
    await d.boardScores.put({ id, version: 0, boardId: board, userId, itemId, criterion, score, note, createdAt: now, updatedAt: now })
    await queue({ name: 'boardScore.set', entityId: id, tempId: id, args, before: null })
  })
}

/** Takes back the signed-in person's own score of an item on a criterion; nothing to do when there is none. */
export async function clearScore(boardId: number, itemId: number, criterion: string, d: VettedDb = appDb): Promise<void> {
  const userId = signedInId()
  await queueWrite(d, [d.boardScores], async ({ queue }) => {
    const board = await currentId(d, 'board', boardId)
    const existing = await d.boardScores.where('[boardId+userId]').equals([board, userId]).filter((s) => s.itemId === itemId && s.criterion === criterion).first()
    if (!existing) return
    await d.boardScores.delete(existing.id)
    await queue({ name: 'boardScore.clear', entityId: existing.id, args: { boardId: board }, before: existing })
  })
}

/** Reveals the team's scores to every member (the owner and co-owners only; the server checks). */
export async function revealResults(boardId: number, d: VettedDb = appDb): Promise<void> {
  signedInId()
  await queueWrite(d, [d.boards], async ({ queue }) => {
    const id = await currentId(d, 'board', boardId)
    const before = await d.boards.get(id)
    const at = new Date().toISOString()
    if (before) await d.boards.put({ ...before, revealedAt: at })
    await queue({ name: 'board.reveal', entityId: id, args: { at }, before: before ?? null })
  })
}
