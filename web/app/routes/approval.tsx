// One request's approval: decide, or edit and send it again (the workspaces feature).
export { default } from '../../features/workspaces/approval-screen'
