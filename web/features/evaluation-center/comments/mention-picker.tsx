// The composer's member picker: while "@name" is being typed, the board's members whose username or
// name starts with it, as a listbox the text box points at (aria-controls, aria-activedescendant), so the
// arrow keys, Enter and a screen reader work as in any autocomplete. Clicking a member picks them too.
import { Box, Text } from '@chakra-ui/react'

export interface PickableMember {
  userId: number
  username: string
  name: string
}

interface Props {
  id: string
  members: readonly PickableMember[]
  active: number
  onPick: (member: PickableMember) => void
}

/** The id of a picker option, for the text box's aria-activedescendant. */
export const optionId = (pickerId: string, index: number) => `${pickerId}-option-${index}`

export function MentionPicker({ id, members, active, onPick }: Props) {
  if (members.length === 0) return null
  return (
    <Box as="ul" id={id} role="listbox" aria-label="Members to mention" listStyleType="none" m="0" p="1" mt="1"
      borderWidth="1px" borderRadius="md" bg="bg.panel" boxShadow="md" maxW="sm">
      {members.map((member, i) => (
        <Box as="li" key={member.userId} id={optionId(id, i)} role="option" aria-selected={i === active} px="2" py="1" borderRadius="sm" cursor="pointer"
          bg={i === active ? 'bg.muted' : undefined} onMouseDown={(e) => { e.preventDefault(); onPick(member) }}>
          <Text as="span" fontWeight="medium">{member.name}</Text>{' '}
          <Text as="span" color="fg.muted">@{member.username}</Text>
        </Box>
      ))}
    </Box>
  )
}
