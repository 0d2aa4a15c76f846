// The messages between the Import data tab and its CSV worker. The screen posts the chosen file; the
// worker answers with progress (a few dozen small messages) and one outcome, so the main thread never
// parses, validates or serialises the rows itself.
import type { ImportKind } from './import-kinds'
import type { ImportOutcome } from './import-outcome'

export interface StartImportMessage {
  type: 'start'
  kind: ImportKind
  file: File
}

/** checking: characters of the file read and checked; importing: valid rows sent to the server. */
export type ImportPhase = 'checking' | 'importing'

export type ImportWorkerMessage =
  | { type: 'progress'; phase: ImportPhase; done: number; total: number }
  | { type: 'done'; outcome: ImportOutcome }
