// The admin area's entry (its own lazily loaded chunk, so visitors never download admin code).
export { default } from '../../features/admin/admin-screen'
