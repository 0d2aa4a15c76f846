// One cell of the team matrix: the team's mean and spread on a button that shows each evaluator's
// score in a popover. A mouse opens it by hovering (and a click pins it open); a tap, Enter or Space
// opens it and moves focus into it, Escape or a click outside closes it and focus returns to the cell.
import { Box, Button, Popover, Portal, Stack, Text } from '@chakra-ui/react'
import { useRef, useState, type PointerEvent } from 'react'
import type { MatrixCell } from './team-view-model'

type Mode = 'closed' | 'hover' | 'pinned'

export function TeamScoreCell({ cell, title }: { cell: MatrixCell; title: string }) {
  const [mode, setMode] = useState<Mode>('closed')
  // A click on a cell a hover opened pins it rather than closing it.
  const pressedWhileHovering = useRef(false)
  const mouse = (e: PointerEvent) => e.pointerType === 'mouse'
  function openChanged(open: boolean) {
    if (!open && pressedWhileHovering.current) {
      pressedWhileHovering.current = false
      return setMode('pinned')
    }
    setMode(open ? 'pinned' : 'closed')
  }
  return (
    <Popover.Root open={mode !== 'closed'} onOpenChange={(e) => openChanged(e.open)} autoFocus={mode !== 'hover'}
      positioning={{ placement: 'bottom' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="sm" h="auto" w="full" py="1.5" px="2" flexDirection="column" alignItems="center" gap="0"
          aria-label={cell.label}
          onPointerEnter={(e) => { if (mouse(e) && mode === 'closed') setMode('hover') }}
          onPointerLeave={(e) => { if (mouse(e) && mode === 'hover') setMode('closed') }}
          onPointerDown={(e) => { pressedWhileHovering.current = mouse(e) && mode === 'hover' }}>
          <Text as="span" fontWeight="bold" fontSize="md" fontVariantNumeric="tabular-nums">{cell.meanText}</Text>
          <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal" fontVariantNumeric="tabular-nums">{cell.spreadText}</Text>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs" aria-label={title}>
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="2">{title}</Popover.Title>
              <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
                {cell.scores.map((s, i) => (
                  <Box as="li" key={i} display="flex" justifyContent="space-between" gap="4">
                    <span>{s.name}</span>
                    <Text as="span" fontWeight="semibold" color={s.text === 'Not scored' ? 'fg.muted' : undefined} fontVariantNumeric="tabular-nums">{s.text}</Text>
                  </Box>
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
