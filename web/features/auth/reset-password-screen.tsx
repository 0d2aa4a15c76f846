// /reset-password: the page a mailed reset link opens. With a token in the address it
// shows New Password / Confirm Password; a second after success it drops the token from the address,
// says the password changed and opens the login dialog. The dialog opens only once that navigation has
// committed: the layout moves focus to the page on navigation, which would close a dialog opened before.
// Without a token it offers the reset request instead.
import { Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useAuthDialogStore } from '../../components/auth-dialog-store'
import { usePageTitle } from '../../components/use-page-title'
import { ResetPasswordForm } from './reset-password-form'
import { ResetRequestForm } from './reset-request-form'

export default function ResetPasswordScreen() {
  usePageTitle('Reset Password')
  const token = useSearchParams()[0].get('token') // null: no token at all; '' : a link cut short
  const navigate = useNavigate()
  const openAuthDialog = useAuthDialogStore((s) => s.open)
  const [requested, setRequested] = useState(false)
  const [changed, setChanged] = useState(false)
  const backToLogin = () => openAuthDialog('login')

  function signInWithNewPassword() {
    setChanged(true)
    void navigate('/reset-password', { replace: true }) // the token is spent: keep it out of the history
  }
  useEffect(() => {
    if (changed && token === null) openAuthDialog('login')
  }, [changed, token, openAuthDialog])

  return (
    <Container maxW="lg" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">Reset Password</Heading>
      <Text color="fg.muted" mb="6">
        {changed
          ? 'Your password has been changed.'
          : token !== null
          ? 'Choose a new password for your account.'
          : "Enter your account's email address and we'll send you a link to choose a new password."}
      </Text>
      <Card.Root>
        <Card.Body>
          {changed && (
            <Stack gap="4" align="flex-start">
              <Text role="status">Your new password is set. Sign in with it to continue.</Text>
              <Button onClick={backToLogin}>Sign In</Button>
            </Stack>
          )}
          {!changed && token !== null && <ResetPasswordForm token={token} onSuccess={signInWithNewPassword} onBackToLogin={backToLogin} />}
          {!changed && token === null && !requested && <ResetRequestForm autoFocus={false} onSuccess={() => setRequested(true)} onBackToLogin={backToLogin} />}
          {!changed && token === null && requested && (
            <Text role="status">Check your inbox: if an account with that email exists, the link to choose a new password is on its way. It works for 30 minutes.</Text>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  )
}
