// The two imports' state (idle, importing, then a success or failure result),
// kept outside the components so an import keeps running, and its result stays, while the admin looks
// at another tab. Each run gets its own worker (csv-worker.ts), ended when its outcome arrives.
import { create } from 'zustand'
import { toaster } from '../../../components/toaster'
import { syncNow } from '../../../sync/engine'
import type { ImportKind } from './import-kinds'
import { processingFailure, type ImportOutcome } from './import-outcome'
import type { ImportPhase, ImportWorkerMessage, StartImportMessage } from './worker-messages'

export interface ImportJob {
  file: File | null
  running: boolean
  phase: ImportPhase
  /** 0 to 100 within the phase. */
  percent: number
  outcome: ImportOutcome | null
}

const idle: ImportJob = { file: null, running: false, phase: 'checking', percent: 0, outcome: null }

const useImportJobs = create<Record<ImportKind, ImportJob>>(() => ({ vendors: idle, products: idle }))

const update = (kind: ImportKind, patch: Partial<ImportJob>) =>
  useImportJobs.setState((s) => ({ [kind]: { ...s[kind], ...patch } }))

/**
 * One field of an import's state. Components read only the fields they show, so a progress tick
 * re-renders the progress bar and nothing else (the panel and format card stay put).
 */
export function useImportState<K extends keyof ImportJob>(kind: ImportKind, key: K): ImportJob[K] {
  return useImportJobs((s) => s[kind][key])
}

/** A new file replaces the previous file and its result. */
export function chooseFile(kind: ImportKind, file: File): void {
  if (useImportJobs.getState()[kind].running) return
  update(kind, { file, outcome: null, percent: 0 })
}

function finish(kind: ImportKind, worker: Worker, outcome: ImportOutcome): void {
  worker.terminate()
  update(kind, { running: false, outcome })
  toaster.create({ title: outcome.title, description: outcome.message, type: outcome.status === 'success' ? 'success' : 'error' })
  // Imported rows reach this device's copy (and /vendors) through the change feed: pull it now.
  if (outcome.count > 0) void syncNow()
}

export function startImport(kind: ImportKind): void {
  const { file, running } = useImportJobs.getState()[kind]
  if (!file || running) return
  update(kind, { running: true, phase: 'checking', percent: 0, outcome: null })
  let worker: Worker
  try {
    worker = new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module', name: `csv-import-${kind}` })
  } catch (error) {
    update(kind, { running: false, outcome: processingFailure((error as Error).message) })
    return
  }
  worker.onmessage = (event: MessageEvent<ImportWorkerMessage>) => {
    const message = event.data
    if (message.type === 'progress') {
      update(kind, { phase: message.phase, percent: message.total ? Math.round((message.done / message.total) * 100) : 100 })
    } else finish(kind, worker, message.outcome)
  }
  // The worker's code could not load (say, offline before it was ever cached) or crashed outright.
  worker.onerror = (event) => {
    event.preventDefault()
    finish(kind, worker, processingFailure(event.message || 'the import could not start'))
  }
  worker.postMessage({ type: 'start', kind, file } satisfies StartImportMessage)
}
