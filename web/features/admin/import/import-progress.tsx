// The progress bar while an import runs: first the worker reads and checks the rows, then it sends
// the valid ones to the server in batches.
import { Progress } from '@chakra-ui/react'
import type { ImportKind } from './import-kinds'
import { useImportState } from './import-store'
import type { ImportPhase } from './worker-messages'

const PHASE_LABEL: Record<ImportPhase, string> = {
  checking: 'Checking rows',
  importing: 'Importing rows',
}

export function ImportProgress({ kind }: { kind: ImportKind }) {
  const phase = useImportState(kind, 'phase')
  const percent = useImportState(kind, 'percent')
  return (
    <Progress.Root value={percent} max={100} colorPalette="brand" size="sm" aria-label={`${PHASE_LABEL[phase]}: ${percent}%`}>
      <Progress.Label mb="1.5" fontSize="sm">{PHASE_LABEL[phase]}... {percent}%</Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  )
}
