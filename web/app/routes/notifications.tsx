// Notifications: mentions of the signed-in person in board comments (the notifications feature).
export { default } from '../../features/notifications/notifications-screen'
