// Requests awaiting the person's approval (the workspaces feature).
export { default } from '../../features/workspaces/approvals-screen'
