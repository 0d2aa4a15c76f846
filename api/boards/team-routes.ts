// A board's team (docs/board-teams.md): GET and POST /api/boards/{id}/members, PATCH and DELETE
// /api/boards/{id}/members/{memberId}, POST .../members/{memberId}/accept and /decline (the invitee),
// GET /api/board-invitations (the caller's own), PUT and GET /api/boards/{id}/scores, DELETE
// /api/boards/{id}/scores/{scoreId} (the caller's own), POST
// /api/boards/{id}/scorecard/submit and /reopen, POST /api/boards/{id}/reveal. Non-members get 404
// for every one of them (api/boards/members-service.ts).
import { Router } from 'express'
import { boardMemberInviteSchema, boardMemberParams, boardMemberRoleSchema, boardScoreInputSchema, boardScoreParams, idParams } from '../../sync/schemas'
import type { AppContext } from '../context'
import { parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { currentUser, requireUser } from '../middleware/auth'
import { rateLimit } from '../middleware/rate-limit'
import { acceptInvitation, changeRole, declineInvitation, inviteMember, listMembers, removeMember } from './members-service'
import { clearScore, reopenScorecard, revealResults, setScore, submitScorecard, viewScores } from './scores-service'
import { invitationsOf } from './team-repo'

/** Invitations an account may send an hour, answered or refused: each one may look an account up by its email. */
export const INVITATIONS_PER_HOUR = 30

export function teamRoutes({ db }: AppContext): Router {
  const r = Router()
  const invitationLimit = rateLimit(db, 'invitation', { windowMs: 60 * 60 * 1000, max: INVITATIONS_PER_HOUR }, { key: { per: 'account', of: (req) => req.user && `user:${req.user.id}` } })

  r.get('/board-invitations', requireUser, async (req, res) => {
    res.json(await invitationsOf(db, currentUser(req).id))
  })

  r.get('/boards/:id/members', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    res.json(await listMembers(db, currentUser(req).id, id))
  })

  r.post('/boards/:id/members', requireUser, invitationLimit, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(boardMemberInviteSchema, req.body)
    await sendWrite(db, req, res, 201, async (tx) => await inviteMember(tx, currentUser(req).id, id, input))
  })

  r.patch('/boards/:id/members/:memberId', requireUser, async (req, res) => {
    const { id, memberId } = parse(boardMemberParams, req.params)
    const { role } = parse(boardMemberRoleSchema, req.body)
    await sendWrite(db, req, res, 200, async (tx) => await changeRole(tx, currentUser(req).id, id, memberId, role))
  })

  r.delete('/boards/:id/members/:memberId', requireUser, async (req, res) => {
    const { id, memberId } = parse(boardMemberParams, req.params)
    await sendWrite(db, req, res, 204, async (tx) => await removeMember(tx, currentUser(req).id, id, memberId))
  })

  r.post('/boards/:id/members/:memberId/accept', requireUser, async (req, res) => {
    const { id, memberId } = parse(boardMemberParams, req.params)
    await sendWrite(db, req, res, 200, async (tx) => await acceptInvitation(tx, currentUser(req).id, id, memberId))
  })

  r.post('/boards/:id/members/:memberId/decline', requireUser, async (req, res) => {
    const { id, memberId } = parse(boardMemberParams, req.params)
    await sendWrite(db, req, res, 204, async (tx) => await declineInvitation(tx, currentUser(req).id, id, memberId))
  })

  r.get('/boards/:id/scores', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    res.json(await viewScores(db, currentUser(req).id, id))
  })

  r.put('/boards/:id/scores', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(boardScoreInputSchema, req.body)
    await sendWrite(db, req, res, 200, async (tx) => await setScore(tx, currentUser(req).id, id, input))
  })

  r.delete('/boards/:id/scores/:scoreId', requireUser, async (req, res) => {
    const { id, scoreId } = parse(boardScoreParams, req.params)
    await sendWrite(db, req, res, 204, async (tx) => await clearScore(tx, currentUser(req).id, id, scoreId))
  })

  r.post('/boards/:id/scorecard/submit', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    await sendWrite(db, req, res, 200, async (tx) => await submitScorecard(tx, currentUser(req).id, id))
  })

  r.post('/boards/:id/scorecard/reopen', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    await sendWrite(db, req, res, 200, async (tx) => await reopenScorecard(tx, currentUser(req).id, id))
  })

  r.post('/boards/:id/reveal', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    await sendWrite(db, req, res, 200, async (tx) => await revealResults(tx, currentUser(req).id, id))
  })

  return r
}
