// Switches between light and dark mode; the label names the mode it switches to.
import { IconButton } from '@chakra-ui/react'
import { useColorMode } from '../theme/color-mode'
import { MoonIcon, SunIcon } from './icons'

export function ColorModeToggle() {
  const { colorMode, toggleColorMode } = useColorMode()
  const next = colorMode === 'dark' ? 'light' : 'dark'
  return (
    <IconButton variant="ghost" size="sm" aria-label={`Switch to ${next} mode`} onClick={toggleColorMode}>
      {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  )
}
