// Safari on iPhone and iPad never offers installation itself (no beforeinstallprompt, so no "Install
// app" button): this hint says how, once. It shows on the first visit from iOS Safari outside the
// installed app, and never again once shown (closing it only hides it sooner).
import { Box, CloseButton, Flex, Text } from '@chakra-ui/react'
import { useState } from 'react'

const SHOWN_KEY = 'vetted.iosInstallHint'

/** Safari on an iPhone, iPod or iPad (iPadOS reports itself as a Mac with a touch screen). */
export function isIosSafari(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  const ua = nav.userAgent
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1)
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua)
}

function shouldShow(): boolean {
  try {
    const installed = (navigator as Navigator & { standalone?: boolean }).standalone === true || matchMedia('(display-mode: standalone)').matches
    if (installed || !isIosSafari(navigator) || localStorage.getItem(SHOWN_KEY)) return false
    localStorage.setItem(SHOWN_KEY, 'shown')
    return true
  } catch {
    return false // storage blocked: better no hint than one on every visit
  }
}

export function IosInstallHint() {
  const [open, setOpen] = useState(shouldShow)
  if (!open) return null
  return (
    <Box position="fixed" insetX="0" bottom="0" zIndex="overlay" p="3" pointerEvents="none">
      <Flex role="note" aria-label="Install Vetted" mx="auto" maxW="md" align="center" gap="3" p="3" ps="4" rounded="lg" bg="bg.panel" borderWidth="1px" boxShadow="lg" pointerEvents="auto">
        <Text flex="1" fontSize="sm">
          Install Vetted on this device: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
        </Text>
        <CloseButton size="sm" aria-label="Close the install hint" onClick={() => setOpen(false)} />
      </Flex>
    </Box>
  )
}
