// A write the admin started, then the toast saying how it went: the success toast (given what the call
// returned, e.g. how many rows a clear-all deleted), or the error toast for what was thrown. Saves,
// deletes and clear-alls in every admin tab go through it, so each states only its texts.
import { toaster } from '../../../components/toaster'

export type ToastText = { title: string; description?: string }

/** Runs the call and toasts its outcome; true when it succeeded (so a dialog can close). */
export async function runWithToasts<R>(run: () => Promise<R>, done: (result: R) => ToastText, failed: (err: unknown) => ToastText): Promise<boolean> {
  let result: R
  try {
    result = await run()
  } catch (err) {
    toaster.create({ ...failed(err), type: 'error' })
    return false
  }
  toaster.create({ ...done(result), type: 'success' })
  return true
}

/** The error toast most admin writes show: a fixed title and the error's message. */
export const errorTitled = (title: string) => (err: unknown): ToastText => ({ title, description: err instanceof Error ? err.message : undefined })
