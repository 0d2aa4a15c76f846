// Edit and Delete buttons for a table row, named after the row for screen readers ("Edit Hello").
import { HStack, IconButton } from '@chakra-ui/react'

type Props = { name: string; onEdit: () => void; onDelete: () => void }

export function RowActions({ name, onEdit, onDelete }: Props) {
  return (
    <HStack gap="1">
      <IconButton size="sm" variant="ghost" aria-label={`Edit ${name}`} onClick={onEdit}><PencilIcon /></IconButton>
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${name}`} onClick={onDelete}><TrashIcon /></IconButton>
    </HStack>
  )
}

const svg = { width: 16, height: 16, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const

function PencilIcon() {
  return <svg {...svg}><path d="M12 20h9" /><path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" /></svg>
}

function TrashIcon() {
  return <svg {...svg}><path d="M3 6h18" /><path d="M8 6V4h8v2" /><path d="M19 6l-1 14H6L5 6" /></svg>
}
