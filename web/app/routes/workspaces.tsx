// Company workspaces: the person's workspaces, invitations and a form to create one (the workspaces feature).
export { default } from '../../features/workspaces/workspaces-screen'
