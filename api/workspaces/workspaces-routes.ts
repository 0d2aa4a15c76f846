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
  const invitationLimit = rateLimit('workspace-invitation', { windowMs: 60 * 60 * 1000, max: WORKSPACE_INVITATIONS_PER_HOUR }, { key: (req) => req.user && `user:${req.user.id}` })

  r.get('/workspaces', requireUser, (req, res) => {
    res.json(workspacesOf(db, currentUser(req).id))
  })

  r.post('/workspaces', requireUser, (req, res) => {
    const input = parse(workspaceCreateSchema, req.body)
    sendWrite(db, req, res, 201, () => createWorkspace(db, currentUser(req).id, input))
  })

  r.get('/workspace-invitations', requireUser, (req, res) => {
    res.json(invitationsOf(db, currentUser(req).id))
  })

  r.get('/workspaces/:id', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    res.json(workspaceForMember(db, currentUser(req).id, id).workspace)
  })

  r.patch('/workspaces/:id', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    const { name } = parse(workspaceRenameSchema, req.body)
    sendWrite(db, req, res, 200, () => renameWorkspace(db, currentUser(req).id, id, name))
  })

  r.put('/workspaces/:id/policy', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(workspacePolicySchema, req.body)
    sendWrite(db, req, res, 200, () => setPolicy(db, currentUser(req).id, id, input))
  })

  r.get('/workspaces/:id/members', requireUser, (req, res) => {
    const { id } = parse(idParams, req.params)
    res.json(listMembers(db, currentUser(req).id, id))
  })

  r.post('/workspaces/:id/members', requireUser, invitationLimit, (req, res) => {
    const { id } = parse(idParams, req.params)
    const input = parse(workspaceMemberInviteSchema, req.body)
    sendWrite(db, req, res, 201, () => inviteMember(db, currentUser(req).id, id, input))
  })

  r.patch('/workspaces/:id/members/:memberId', requireUser, (req, res) => {
    const { id, memberId } = parse(workspaceMemberParams, req.params)
    const { role } = parse(workspaceMemberRoleSchema, req.body)
    sendWrite(db, req, res, 200, () => changeRole(db, currentUser(req).id, id, memberId, role))
  })

  r.delete('/workspaces/:id/members/:memberId', requireUser, (req, res) => {
    const { id, memberId } = parse(workspaceMemberParams, req.params)
    sendWrite(db, req, res, 204, () => removeMember(db, currentUser(req).id, id, memberId))
  })

  r.post('/workspaces/:id/members/:memberId/accept', requireUser, (req, res) => {
    const { id, memberId } = parse(workspaceMemberParams, req.params)
    sendWrite(db, req, res, 200, () => acceptInvitation(db, currentUser(req).id, id, memberId))
  })

  r.post('/workspaces/:id/members/:memberId/decline', requireUser, (req, res) => {
    const { id, memberId } = parse(workspaceMemberParams, req.params)
    sendWrite(db, req, res, 204, () => declineInvitation(db, currentUser(req).id, id, memberId))
  })

  return r
}
