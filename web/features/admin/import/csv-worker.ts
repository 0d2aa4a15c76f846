// The CSV import's worker: reads the chosen file, parses and checks every
// row with the shared rules, sends the valid ones to the server in batches and posts progress and one
// outcome. All the heavy work happens here so 50,000 rows never hold up the page.
import { checkCsvText, TOO_MANY_ROWS_MESSAGE } from './check-csv'
import { uploadRows } from './csv-upload'
import { IMPORT_KINDS } from './import-kinds'
import { failedImport, processingFailure, summariseImport } from './import-outcome'
import type { ImportPhase, ImportWorkerMessage, StartImportMessage } from './worker-messages'

// The project type-checks against the DOM library; this is the part of the worker scope used here.
const scope = self as unknown as {
  postMessage(message: ImportWorkerMessage): void
  onmessage: ((event: MessageEvent<StartImportMessage>) => void) | null
}
const post = (message: ImportWorkerMessage) => scope.postMessage(message)
const progress = (phase: ImportPhase) => (done: number, total: number) => post({ type: 'progress', phase, done, total })

async function run({ kind, file }: StartImportMessage): Promise<void> {
  const rules = IMPORT_KINDS[kind]
  try {
    const text = await file.text()
    const { collector, tooManyRows } = checkCsvText(text, rules, progress('checking'))
    if (tooManyRows) return post({ type: 'done', outcome: failedImport(TOO_MANY_ROWS_MESSAGE) })
    const sending = progress('importing')
    if (collector.valid.length) sending(0, collector.valid.length)
    const upload = collector.valid.length
      ? await uploadRows(collector.valid, rules, sending)
      : { count: 0, errors: [], failure: null }
    post({ type: 'done', outcome: summariseImport(kind, collector.errors, upload) })
  } catch (error) {
    post({ type: 'done', outcome: processingFailure(error instanceof Error ? error.message : String(error)) })
  }
}

scope.onmessage = (event) => {
  if (event.data?.type === 'start') void run(event.data)
}
