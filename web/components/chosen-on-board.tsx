// "Chosen on board <name>": the subscribe screen, the request sent and the orders list say which decided
// board the product was chosen on, linking back to it (shown only where the reader's device holds the
// board, so only to someone who may open it).
import { Link, Text, type TextProps } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'

export function ChosenOnBoard({ boardId, boardName, ...text }: { boardId: number; boardName: string } & TextProps) {
  return (
    <Text data-testid="chosen-on-board" {...text}>
      Chosen on board <Link asChild color="brand.fg" fontWeight="semibold"><RouterLink to={`/evaluation-center/${boardId}`}>{boardName}</RouterLink></Link>
    </Text>
  )
}
