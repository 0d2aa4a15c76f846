// /workspaces/{id}: one company workspace (docs/workspaces.md): its members and roles, pending
// invitations, and the approval policy. Reads the local copy, so it works offline; a workspace this
// device does not hold (a non-member's) reads "Workspace not found", like the server's 404.
import { Container, Flex, Heading, SimpleGrid, Spinner, Text } from '@chakra-ui/react'
import { useParams } from 'react-router'
import { canApprove, canManageWorkspace } from '../../../sync/rules/workspace-roles'
import { usePageTitle } from '../../components/use-page-title'
import { toaster } from '../../components/toaster'
import {
  changeWorkspaceRole, inviteToWorkspace, removeWorkspaceMember, setPolicy, useWorkspace, useWorkspaceMembers,
} from '../../data/account/workspaces'
import { useSession } from '../../sync/base/session'
import { MembersSection } from './members-section'
import { PolicyForm } from './policy-form'

const failed = (err: unknown) => toaster.create({ type: 'error', title: 'Not saved', description: (err as Error).message })

export default function WorkspaceScreen() {
  const id = Number(useParams().workspaceId)
  const user = useSession((s) => s.user)
  const workspace = useWorkspace(id)
  const members = useWorkspaceMembers(id)
  usePageTitle(workspace?.name ?? 'Workspace')
  if (workspace === undefined || members === undefined) return <Flex justify="center" py="16"><Spinner size="lg" aria-label="Loading the workspace" /></Flex>
  const own = members.find((m) => m.userId === user?.id && m.status === 'active')
  if (!workspace || !own || !user) {
    return <Container maxW="3xl" py="10"><Heading as="h1" size="2xl">Workspace not found</Heading></Container>
  }
  const isAdmin = canManageWorkspace(own.role)
  const approverCount = members.filter((m) => m.status === 'active' && canApprove(m.role)).length
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>{workspace.name}</Heading>
      <Text color="fg.muted" mb="6">{`Company workspace · amounts in ${workspace.currency}`}</Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <MembersSection members={members} userId={user.id} isAdmin={isAdmin} actions={{
          invite: (name, role) => inviteToWorkspace(id, name, role).catch(failed),
          setRole: (member, role) => changeWorkspaceRole(member, role).catch(failed),
          remove: (member) => removeWorkspaceMember(member).catch(failed),
        }} />
        <PolicyForm key={workspace.version} policy={workspace} approverCount={approverCount} editable={isAdmin}
          onSave={(values) => setPolicy(workspace, values).then(() => { toaster.create({ type: 'success', title: 'Policy saved' }) }, failed)} />
      </SimpleGrid>
    </Container>
  )
}
