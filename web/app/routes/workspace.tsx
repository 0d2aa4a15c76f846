// One company workspace: members, roles, invitations and the approval policy (the workspaces feature).
export { default } from '../../features/workspaces/workspace-screen'
