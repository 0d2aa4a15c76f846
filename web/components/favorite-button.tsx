// The heart button that saves a vendor or product as a favourite. Signed-in users
// toggle it (optimistic, queued for the server, so it works offline) and hear "Added to favorites" /
// "Removed from favorites". Anonymous visitors are told to sign in: by default a hint under the button
// for 3 seconds ("Sign in to save favorites"), or with signInPrompt="toast" the "Login required" toast.
// The hint is a plain positioned box, not a floating-UI tooltip, so cards that show this button stay light.
import { Box, Button, IconButton, type ButtonProps } from '@chakra-ui/react'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import type { ItemType } from '../../sync/schemas'
import { useIsFavorite } from '../data/account/favorites'
import { refreshSession, useSession } from '../sync/base/session'
import { announceLoginRequired, FAVORITE_NOTICES, toggleFavoriteWithNotice } from './favorite-toggle'

export const SIGN_IN_HINT_MS = 3000

type Props = {
  itemType: ItemType
  /** Undefined while the item is still loading: the button is disabled. */
  itemId: number | undefined
  /** Icon only (cards); its accessible name is "Add {itemName} to favorites" / "Remove ... from favorites". */
  iconOnly?: boolean
  itemName?: string
  signInPrompt?: 'tooltip' | 'toast'
  size?: ButtonProps['size']
}

export function FavoriteButton({ itemType, itemId, iconOnly = false, itemName, signInPrompt = 'tooltip', size = 'sm' }: Props) {
  const signedIn = useSession((s) => s.user !== null)
  const saved = useIsFavorite(itemType, itemId) && signedIn
  const hint = useSignInHint()
  const busy = useRef(false)

  async function onClick(event: MouseEvent<HTMLButtonElement>) {
    if (itemId === undefined || busy.current) return
    const button = event.currentTarget
    // Until the server has said who this is (a session this browser does not remember yet), ask first.
    if (!signedIn && (useSession.getState().known || !(await refreshSession()))) {
      if (signInPrompt === 'toast') announceLoginRequired()
      else hint.show(button)
      return
    }
    busy.current = true
    await toggleFavoriteWithNotice(itemType, itemId, saved)
    busy.current = false
  }

  const heart = <HeartIcon filled={saved} />
  const common = { size, variant: 'outline' as const, onClick, disabled: itemId === undefined, color: saved ? 'red.fg' : undefined }
  const subject = itemName ? `${itemName} ` : ''
  return (
    <Box position="relative" display="inline-flex">
      {iconOnly ? (
        <IconButton {...common} aria-label={saved ? `Remove ${subject}from favorites` : `Add ${subject}to favorites`}>{heart}</IconButton>
      ) : (
        <Button {...common}>{heart}{saved ? 'Saved' : 'Save'}</Button>
      )}
      <SignInHint side={hint.side} />
    </Box>
  )
}

/** Which edge the hint lines up with (the one that keeps it on screen), or null when hidden. */
type HintSide = 'start' | 'end' | null

function useSignInHint() {
  const [side, setSide] = useState<HintSide>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (!side) return
    const hideOnEscape = (e: KeyboardEvent) => e.key === 'Escape' && setSide(null) // dismissable (WCAG 1.4.13)
    document.addEventListener('keydown', hideOnEscape)
    return () => document.removeEventListener('keydown', hideOnEscape)
  }, [side])
  function show(button: HTMLElement) {
    const rect = button.getBoundingClientRect()
    setSide(rect.left + rect.width / 2 > window.innerWidth / 2 ? 'end' : 'start')
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setSide(null), SIGN_IN_HINT_MS)
  }
  return { side, show }
}

/** Always in the DOM as a live region, so screen readers announce the text when it appears. */
function SignInHint({ side }: { side: HintSide }) {
  return (
    <Box role="status" position="absolute" top="calc(100% + 6px)" insetStart={side === 'start' ? '0' : undefined}
      insetEnd={side === 'end' ? '0' : undefined} zIndex="tooltip" pointerEvents="none">
      {side && (
        <Box bg="fg" color="bg" fontSize="sm" fontWeight="medium" px="2.5" py="1.5" rounded="md" boxShadow="md" whiteSpace="nowrap">
          {FAVORITE_NOTICES.signInHint}
        </Box>
      )}
    </Box>
  )
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  )
}
