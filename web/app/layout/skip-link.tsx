// "Skip to content": the first tab stop, visible only when focused, jumps past the header.
import { chakra } from '@chakra-ui/react'

export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <chakra.a
      href={`#${targetId}`}
      position="absolute"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="bg.panel"
      color="fg"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
    >
      Skip to content
    </chakra.a>
  )
}
