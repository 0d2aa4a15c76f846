// The named mutations a board's team and a company workspace share for their members
// (docs/board-teams.md, docs/workspaces.md): invite, accept, decline, remove (which is also withdrawing
// an invitation and leaving, on one's own row) and a change of role, each one REST call under the
// board's or workspace's `/members`. An invitation is queued on no row (id 0): the server finds the
// account, and the feed brings the row. Accepting shows the row active at once; declining and removing
// take it away at once.
import { defineMutation, type MutationArgs, type MutationDefinition } from './define-mutation'

interface Membership {
  /** The member rows' entity, which also starts each mutation's name ("boardMember.invite"). */
  entity: 'boardMember' | 'workspaceMember'
  /** The argument naming the board or workspace, and the collection its REST path is under. */
  scope: 'boardId' | 'workspaceId'
  collection: '/api/boards' | '/api/workspaces'
}

export function memberMutations({ entity, scope, collection }: Membership): MutationDefinition[] {
  const members = (args: MutationArgs) => `${collection}/${String(args[scope])}/members`
  return [
    defineMutation({
      name: `${entity}.invite`,
      entity,
      apply: (row) => row,
      rest: (args) => ({ method: 'POST', path: members(args), body: { user: args.user, role: args.role } }),
    }),
    defineMutation({
      name: `${entity}.accept`,
      entity,
      apply: (row) => row && { ...row, status: 'active' },
      rest: (args, id) => ({ method: 'POST', path: `${members(args)}/${id}/accept`, body: {} }),
    }),
    defineMutation({
      name: `${entity}.decline`,
      entity,
      apply: () => null,
      rest: (args, id) => ({ method: 'POST', path: `${members(args)}/${id}/decline`, body: {} }),
    }),
    defineMutation({
      name: `${entity}.remove`,
      entity,
      apply: () => null,
      rest: (args, id) => ({ method: 'DELETE', path: `${members(args)}/${id}` }),
    }),
    defineMutation({
      name: `${entity}.setRole`,
      entity,
      apply: (row, { role }) => row && { ...row, role },
      rest: (args, id) => ({ method: 'PATCH', path: `${members(args)}/${id}`, body: { role: args.role } }),
    }),
  ]
}
