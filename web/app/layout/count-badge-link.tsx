// An icon link in the header with a count badge (none at 0): the cart and the compare lists.
import { Badge, IconButton } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'

type Props = { to: string; label: string; count: number; icon: ReactNode; testId: string }

export function CountBadgeLink({ to, label, count, icon, testId }: Props) {
  return (
    <IconButton asChild variant="ghost" size="sm" aria-label={label} position="relative">
      <RouterLink to={to}>
        {icon}
        {count > 0 && (
          <Badge data-testid={testId} position="absolute" top="-1" insetEnd="-1" minW="5" h="5" justifyContent="center" rounded="full"
            variant="solid" colorPalette="red" fontSize="2xs" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </Badge>
        )}
      </RouterLink>
    </IconButton>
  )
}
