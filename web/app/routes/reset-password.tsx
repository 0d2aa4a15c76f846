// Reset Password: the auth feature's page for mailed reset links (and reset requests without one).
export { default } from '../../features/auth/reset-password-screen'
