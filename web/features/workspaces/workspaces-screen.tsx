// /workspaces: the person's company workspaces and the invitations waiting for their answer, and a
// form to create one (they become its admin). Works offline: a workspace made here is sent when back online.
import { Box, Button, Container, Field, Flex, Heading, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { Link as RouterLink } from 'react-router'
import { WORKSPACE_NAME_MAX } from '../../../sync/rules/workspace-roles'
import { CURRENCIES } from '../../../sync/schemas/currencies'
import { usePageTitle } from '../../components/use-page-title'
import { toaster } from '../../components/toaster'
import {
  acceptWorkspaceInvitation, createWorkspace, declineWorkspaceInvitation, pickWorkspace, useMyWorkspaceInvitations, useMyWorkspaces,
} from '../../data/account/workspaces'
import { useSession } from '../../sync/base/session'

export default function WorkspacesScreen() {
  usePageTitle('Workspaces')
  const user = useSession((s) => s.user)
  const workspaces = useMyWorkspaces(user?.id)
  const invitations = useMyWorkspaceInvitations(user?.id)
  if (!user) return <Container maxW="3xl" py="10"><Text>Sign in to work in a company workspace.</Text></Container>
  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="6">Workspaces</Heading>
      <Stack gap="8">
        {invitations && invitations.length > 0 && (
          <Box as="section" aria-labelledby="ws-invitations">
            <Heading as="h2" id="ws-invitations" size="md" mb="3">Invitations</Heading>
            <Stack as="ul" listStyleType="none" gap="2">
              {invitations.map((m) => (
                <Flex as="li" key={m.id} gap="3" align="center" justify="space-between" wrap="wrap" borderWidth="1px" rounded="md" p="3">
                  <Text>{`${m.invitedBy ?? 'Someone'} invited you to ${m.workspaceName}`}</Text>
                  <Flex gap="2">
                    <Button size="sm" onClick={() => void acceptWorkspaceInvitation(m)}>Accept</Button>
                    <Button size="sm" variant="outline" onClick={() => void declineWorkspaceInvitation(m)}>Decline</Button>
                  </Flex>
                </Flex>
              ))}
            </Stack>
          </Box>
        )}
        <Box as="section" aria-labelledby="ws-mine">
          <Heading as="h2" id="ws-mine" size="md" mb="3">Your workspaces</Heading>
          {workspaces?.length ? (
            <Stack as="ul" listStyleType="none" gap="2">
              {workspaces.map((w) => (
                <Box as="li" key={w.id}><Link asChild fontWeight="semibold"><RouterLink to={`/workspaces/${w.id}`}>{w.name}</RouterLink></Link></Box>
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted">You work alone. Create a workspace to request subscriptions with your colleagues' approval.</Text>
          )}
        </Box>
        <CreateWorkspaceForm />
      </Stack>
    </Container>
  )
}

function CreateWorkspaceForm() {
  const [name, setName] = useState('')
  const [currency, setCurrency] = useState<string>('USD')
  const [error, setError] = useState<string | null>(null)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!name.trim()) return setError('Give the workspace a name')
    setError(null)
    const id = await createWorkspace(name, currency)
    if (id > 0) pickWorkspace(id)
    toaster.create({ type: 'success', title: 'Workspace created', description: name.trim() })
    setName('')
  }
  return (
    <Box as="section" aria-labelledby="ws-create" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" id="ws-create" size="md" mb="3">Create a workspace</Heading>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Create a workspace">
        <Flex gap="3" align="end" wrap="wrap">
          <Field.Root invalid={error !== null} flex="1" minW="56">
            <Field.Label>Workspace name</Field.Label>
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={WORKSPACE_NAME_MAX} />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Field.Root w="32">
            <Field.Label>Currency</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={currency} onChange={(e) => setCurrency(e.target.value)}>
                {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit">Create workspace</Button>
        </Flex>
      </form>
    </Box>
  )
}
