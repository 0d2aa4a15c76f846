// Open/close behaviour of a hover menu: opens when a mouse enters, closes a short delay after it leaves
// (so crossing the gap to the panel does not close it), and works from the keyboard: Enter, Space or
// ArrowDown opens it and moves focus into the panel, Escape closes it and returns focus to the trigger,
// and tabbing out of it closes it. Touch and keyboard clicks toggle; mouse clicks only open.
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react'

export const MENU_CLOSE_DELAY_MS = 150

export function useHoverMenu() {
  const [open, setOpen] = useState(false)
  const [focusOnOpen, setFocusOnOpen] = useState(false)
  const closeTimer = useRef<number | undefined>(undefined)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const lastPointer = useRef<string>('mouse')

  const cancelClose = useCallback(() => window.clearTimeout(closeTimer.current), [])
  const close = useCallback(() => {
    cancelClose()
    setOpen(false)
  }, [cancelClose])
  const openMenu = useCallback((moveFocus: boolean) => {
    cancelClose()
    setOpen(true)
    setFocusOnOpen(moveFocus)
  }, [cancelClose])

  useEffect(() => () => window.clearTimeout(closeTimer.current), [])
  useEffect(() => {
    const panel = panelRef.current
    if (!open || !focusOnOpen || !panel) return
    const focusFirst = () => {
      const first = panel.querySelector<HTMLElement>('a[href], button:not([disabled])')
      first?.focus()
      return !!first
    }
    if (focusFirst()) return setFocusOnOpen(false)
    // The panel's content may still be loading (its own chunk): focus its first link once it appears.
    const observer = new MutationObserver(() => {
      if (focusFirst()) {
        observer.disconnect()
        setFocusOnOpen(false)
      }
    })
    observer.observe(panel, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [open, focusOnOpen])

  const wrapperProps = {
    onPointerEnter(event: PointerEvent) {
      lastPointer.current = event.pointerType
      if (event.pointerType === 'mouse') openMenu(false)
    },
    onPointerLeave(event: PointerEvent) {
      if (event.pointerType !== 'mouse') return
      cancelClose()
      closeTimer.current = window.setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS)
    },
    onBlur(event: FocusEvent) {
      const next = event.relatedTarget as Node | null
      if (!next || !event.currentTarget.contains(next)) close()
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && open) {
        event.stopPropagation()
        close()
        triggerRef.current?.focus()
      }
    },
  }

  const triggerProps = {
    ref: triggerRef,
    'aria-expanded': open,
    onPointerDown(event: PointerEvent) {
      lastPointer.current = event.pointerType
    },
    onClick(event: MouseEvent) {
      const fromKeyboard = event.detail === 0
      if (!open) openMenu(fromKeyboard)
      else if (fromKeyboard || lastPointer.current !== 'mouse') close()
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.key === 'ArrowDown') {
        event.preventDefault()
        openMenu(true)
      }
    },
  }

  return { open, close, wrapperProps, triggerProps, panelRef }
}
