// Which auth dialog is open, if any. The header's Sign In / Sign Up buttons open it; the dialog itself
// (login, register, password reset) is built by the auth feature and reads this store.
import { create } from 'zustand'

export type AuthDialogMode = 'login' | 'register' | 'reset'

type AuthDialogState = {
  mode: AuthDialogMode | null
  open: (mode: AuthDialogMode) => void
  close: () => void
}

export const useAuthDialogStore = create<AuthDialogState>((set) => ({
  mode: null,
  open: (mode) => set({ mode }),
  close: () => set({ mode: null }),
}))
