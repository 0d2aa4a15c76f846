// Company workspaces (docs/workspaces.md): GET and POST /api/workspaces, GET and PATCH
// /api/workspaces/{id}, PUT /api/workspaces/{id}/policy, GET and POST /api/workspaces/{id}/members,
// PATCH and DELETE /api/workspaces/{id}/members/{memberId}, POST .../members/{memberId}/accept and
// /decline (the invitee), GET /api/workspace-invitations (the caller's own). Non-members get 404.
import { Router } from 'express'
import {
  idParams, workspaceCreateSchema, workspaceMemberInviteSchema, workspaceMemberParams, workspaceMemberRoleSchema, workspacePolicySchema, workspaceRenameSchema,
} from '../../sync/schemas'
import type { AppContext } from '../context'
import { parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { currentUser, requireUser } from '../middleware/auth'
import { rateLimit } from '../middleware/rate-limit'
import { acceptInvitation, changeRole, declineInvitation, inviteMember, listMembers, removeMember } from './members-service'
import { createWorkspace, renameWorkspace, setPolicy, workspaceForMember } from './workspaces-service'
import { invitationsOf, workspacesOf } from './workspaces-repo'

/** Invitations an account may send an hour, answered or refused: each one may look an account up by its email. */
export const WORKSPACE_INVITATIONS_PER_HOUR = 30

export function workspacesRoutes({ db }: AppContext): Router {
  const r = Router()
  const invitationLimit = rateLimit(db, 'workspace-invitation', { windowMs: 60 * 60 * 1000, max: WORKSPACE_INVITATIONS_PER_HOUR }, { key: { per: 'account', of: (req) => req.user && `user:${req.user.id}` } })

  r.get('/workspaces', requireUser, async (req, res) => {
    res.json(await workspacesOf(db, currentUser(req).id))
  })

  r.post('/workspaces', requireUser, async (req, res) => {
    const input = parse(workspaceCreateSchema, req.body)
    await sendWrite(db, req, res, 201, async (tx) => await createWorkspace(tx, currentUser(req).id, input))
  })

  r.get('/workspace-invitations', requireUser, async (req, res) => {
    res.json(await invitationsOf(db, currentUser(req).id))
  })

  r.get('/workspaces/:id', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    res.json((await workspaceForMember(db, currentUser(req).id, id)).workspace)
  })

  r.patch('/workspaces/:id', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const { name } = parse(workspaceRenameSchema, req.body)
    await sendWrite(db, req, res, 200, async (tx) => await renameWorkspace(tx, currentUser(req).id, id, name))
  })

  r.put('/workspaces/:id/policy', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(workspacePolicySchema, req.body)
    await sendWrite(db, req, res, 200, async (tx) => await setPolicy(tx, currentUser(req).id, id, input))
  })

  r.get('/workspaces/:id/members', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    res.json(await listMembers(db, currentUser(req).id, id))
  })

  r.post('/workspaces/:id/members', requireUser, invitationLimit, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(workspaceMemberInviteSchema, req.body)
    await sendWrite(db, req, res, 201, async (tx) => await inviteMember(tx, currentUser(req).id, id, input))
  })

  r.patch('/workspaces/:id/members/:memberId', requireUser, async (req, res) => {
    const { id, memberId } = parse(workspaceMemberParams, req.params)
    const { role } = parse(workspaceMemberRoleSchema, req.body)
    await sendWrite(db, req, res, 200, async (tx) => await changeRole(tx, currentUser(req).id, id, memberId, role))
  })

  r.delete('/workspaces/:id/members/:memberId', requireUser, async (req, res) => {
    const { id, memberId } = parse(workspaceMemberParams, req.params)
    await sendWrite(db, req, res, 204, async (tx) => await removeMember(tx, currentUser(req).id, id, memberId))
  })

  r.post('/workspaces/:id/members/:memberId/accept', requireUser, async (req, res) => {
    const { id, memberId } = parse(workspaceMemberParams, req.params)
    await sendWrite(db, req, res, 200, async (tx) => await acceptInvitation(tx, currentUser(req).id, id, memberId))
  })

  r.post('/workspaces/:id/members/:memberId/decline', requireUser, async (req, res) => {
    const { id, memberId } = parse(workspaceMemberParams, req.params)
    await sendWrite(db, req, res, 204, async (tx) => await declineInvitation(tx, currentUser(req).id, id, memberId))
  })

  return r
}
