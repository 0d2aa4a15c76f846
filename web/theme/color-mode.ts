// Light and dark colour modes. The user's explicit choice is kept in localStorage; with no choice the
// system preference (prefers-color-scheme) applies and is followed live. Chakra's `_dark` condition keys
// off the `dark` class on <html>, which web/theme/color-mode-boot.js sets before first paint.
import { useSyncExternalStore } from 'react'

export type ColorMode = 'light' | 'dark'

const STORAGE_KEY = 'vetted-color-mode'
const systemDark = window.matchMedia('(prefers-color-scheme: dark)')
const listeners = new Set<() => void>()

function storedChoice(): ColorMode | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return value === 'light' || value === 'dark' ? value : null
  } catch {
    return null
  }
}

function currentMode(): ColorMode {
  return storedChoice() ?? (systemDark.matches ? 'dark' : 'light')
}

/** Browser chrome (title bar, status bar) colours per mode: the brand blue, or the dark page colour. */
const THEME_COLORS: Record<ColorMode, string> = { light: '#146785', dark: '#0b1620' }

function applyToDocument(mode: ColorMode) {
  const root = document.documentElement
  root.classList.remove(mode === 'dark' ? 'light' : 'dark')
  root.classList.add(mode)
  root.style.colorScheme = mode
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[mode])
  listeners.forEach((notify) => notify())
}

systemDark.addEventListener('change', () => {
  if (!storedChoice()) applyToDocument(currentMode())
})

export function setColorMode(mode: ColorMode) {
  try {
    localStorage.setItem(STORAGE_KEY, mode)
  } catch {
    // Not persisted (storage blocked): the choice still applies to this page.
  }
  applyToDocument(mode)
}

function subscribe(notify: () => void) {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

const readDocumentMode = (): ColorMode => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')

export function useColorMode() {
  const colorMode = useSyncExternalStore(subscribe, readDocumentMode)
  return {
    colorMode,
    toggleColorMode: () => setColorMode(colorMode === 'dark' ? 'light' : 'dark'),
  }
}

/** For code that runs before React: make sure <html> matches the stored choice (the boot script did it). */
export function syncColorModeClass() {
  applyToDocument(currentMode())
}
