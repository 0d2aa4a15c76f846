// Reset Password: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function ResetPasswordRoute() {
  return <PlaceholderPage title="Reset Password">Choose a new password for your account.</PlaceholderPage>
}
