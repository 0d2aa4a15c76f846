// "Install app": Chromium fires `beforeinstallprompt` when the app can be installed. We keep that event
// (listening from start-up, since it can fire before React renders) so a button can show the browser's
// install dialog later; the button exists only while such an event is held.
import { create } from 'zustand'

/** Chromium's event; not in TypeScript's DOM types. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

type InstallState = {
  deferredPrompt: BeforeInstallPromptEvent | null
  install: () => Promise<void>
}

export const useInstallPrompt = create<InstallState>((set, get) => ({
  deferredPrompt: null,
  async install() {
    const event = get().deferredPrompt
    if (!event) return
    // A prompt event can be used once: drop it whatever the user answers.
    set({ deferredPrompt: null })
    await event.prompt()
    await event.userChoice
  },
}))

export function listenForInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault() // keep the browser's mini-infobar away; our button offers it instead
    useInstallPrompt.setState({ deferredPrompt: event as BeforeInstallPromptEvent })
  })
  window.addEventListener('appinstalled', () => useInstallPrompt.setState({ deferredPrompt: null }))
}
