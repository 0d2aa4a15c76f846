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
  const invitationLimit = rateLimit('invitation', { windowMs: 60 * 60 * 1000, max: INVITATIONS_PER_HOUR }, { key: (req) => req.user && `user:${req.user.id}` })

  r.get('/board-invitations', requireUser, (req, res) => {
    res.json(invitationsOf(db, currentUser(req).id))
  })

  r.get('/boards/:id/members', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    res.json(listMembers(db, currentUser(req).id, id))
  })

  r.post('/boards/:id/members', requireUser, invitationLimit, (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(boardMemberInviteSchema, req.body)
    sendWrite(db, req, res, 201, () => inviteMember(db, currentUser(req).id, id, input))
  })

  r.patch('/boards/:id/members/:memberId', requireUser, (req, res) => {
    const { id, memberId } = parse(boardMemberParams, req.params)
    const { role } = parse(boardMemberRoleSchema, req.body)
    sendWrite(db, req, res, 200, () => changeRole(db, currentUser(req).id, id, memberId, role))
  })

  r.delete('/boards/:id/members/:memberId', requireUser, (req, res) => {
    const { id, memberId } = parse(boardMemberParams, req.params)
    sendWrite(db, req, res, 204, () => removeMember(db, currentUser(req).id, id, memberId))
  })

  r.post('/boards/:id/members/:memberId/accept', requireUser, (req, res) => {
    const { id, memberId } = parse(boardMemberParams, req.params)
    sendWrite(db, req, res, 200, () => acceptInvitation(db, currentUser(req).id, id, memberId))
  })

  r.post('/boards/:id/members/:memberId/decline', requireUser, (req, res) => {
    const { id, memberId } = parse(boardMemberParams, req.params)
    sendWrite(db, req, res, 204, () => declineInvitation(db, currentUser(req).id, id, memberId))
  })

  r.get('/boards/:id/scores', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    res.json(viewScores(db, currentUser(req).id, id))
  })

  r.put('/boards/:id/scores', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(boardScoreInputSchema, req.body)
    sendWrite(db, req, res, 200, () => setScore(db, currentUser(req).id, id, input))
  })

  r.delete('/boards/:id/scores/:scoreId', requireUser, (req, res) => {
    const { id, scoreId } = parse(boardScoreParams, req.params)
    sendWrite(db, req, res, 204, () => clearScore(db, currentUser(req).id, id, scoreId))
  })

  r.post('/boards/:id/scorecard/submit', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    sendWrite(db, req, res, 200, () => submitScorecard(db, currentUser(req).id, id))
  })

  r.post('/boards/:id/scorecard/reopen', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    sendWrite(db, req, res, 200, () => reopenScorecard(db, currentUser(req).id, id))
  })

  r.post('/boards/:id/reveal', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    sendWrite(db, req, res, 200, () => revealResults(db, currentUser(req).id, id))
  })

  return r
}
