// The auth dialog: login, register and the reset request, switched in place
// (login -> register, login -> reset, register -> login, reset -> login). After a success it closes
// 1 second later; each form keeps that timer, so a form closed or switched early never closes a later
// one. Setting a new password from a mailed link happens on /reset-password, where the token arrives.
import { useState } from 'react'
import { DialogFrame } from '../../components/form/dialog-frame'
import { useAuthDialogStore, type AuthDialogMode } from '../../components/auth-dialog-store'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'
import { ResetRequestForm } from './reset-request-form'

const HEADINGS: Record<AuthDialogMode, { title: string; description: string }> = {
  login: { title: 'Sign in to Vetted', description: 'Save favorites and pick up your evaluations where you left them.' },
  register: { title: 'Create your account', description: 'Join Vetted to save favorites and compare vendors with your team.' },
  reset: { title: 'Reset your password', description: "Enter your account's email address and we'll send you a link to choose a new password." },
}

export default function AuthDialog() {
  const mode = useAuthDialogStore((s) => s.mode)
  const { open, close } = useAuthDialogStore.getState()
  // While the dialog animates closed, keep showing the mode it had.
  const [lastMode, setLastMode] = useState<AuthDialogMode>(mode ?? 'login')
  if (mode !== null && mode !== lastMode) setLastMode(mode)
  const shown = mode ?? lastMode

  return (
    <DialogFrame open={mode !== null} onClose={close} layout="centered" scrollInside motionPreset="slide-in-bottom"
      title={HEADINGS[shown].title} description={HEADINGS[shown].description} bodyProps={{ pb: '6' }}>
      {shown === 'login' && (
        <LoginForm key="login" onSuccess={close} onForgotPassword={() => open('reset')} onCreateAccount={() => open('register')} />
      )}
      {shown === 'register' && <RegisterForm key="register" onSuccess={close} onSignIn={() => open('login')} />}
      {shown === 'reset' && <ResetRequestForm key="reset" onSuccess={close} onBackToLogin={() => open('login')} />}
    </DialogFrame>
  )
}
