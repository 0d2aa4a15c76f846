// One import sub-tab: choose a .csv file (a wrong type is refused with a toast), see its name,
// press Import (which reads 'Importing...' while it runs), follow the progress bar, then read the
// result alert. The format card sits beside the picker on wide screens and below it on narrow ones.
import { Button, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { useId, useRef } from 'react'
import { useOnlineStatus } from '../../../components/use-online-status'
import { toaster } from '../../../components/toaster'
import { CsvFormatCard } from './csv-format-card'
import { IMPORT_KINDS, type ImportKind } from './import-kinds'
import { ImportProgress } from './import-progress'
import { ImportResultAlert } from './import-result-alert'
import { chooseFile, startImport, useImportState } from './import-store'
import { INVALID_FILE_TOAST, isCsvFile } from './is-csv-file'

export function CsvImportPanel({ kind }: { kind: ImportKind }) {
  const file = useImportState(kind, 'file')
  const running = useImportState(kind, 'running')
  const outcome = useImportState(kind, 'outcome')
  const online = useOnlineStatus()
  const input = useRef<HTMLInputElement>(null)
  const ids = { name: useId(), offline: useId() }
  const { many } = IMPORT_KINDS[kind]
  const title = kind === 'vendors' ? 'Import Vendors' : 'Import Products'

  const onPick = (file: File | undefined) => {
    if (input.current) input.current.value = '' // choosing the same file again must fire a change
    if (!file) return
    if (!isCsvFile(file)) return void toaster.create({ ...INVALID_FILE_TOAST, type: 'error' })
    chooseFile(kind, file)
  }

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
      <Stack gap="5">
        <Card.Root as="section" aria-labelledby={`${ids.name}-title`}>
          <Card.Body gap="4">
            <Heading as="h2" size="lg" id={`${ids.name}-title`}>{title}</Heading>
            <Text color="fg.muted">Choose a CSV file of {many}. Valid rows are imported; any others are listed with their row number.</Text>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label={`CSV file of ${many}`}
              onChange={(e) => onPick(e.currentTarget.files?.[0])}
            />
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }}>
              <Button variant="outline" onClick={() => input.current?.click()} disabled={running}>Choose CSV file</Button>
              <Text id={ids.name} aria-live="polite" color={file ? 'fg' : 'fg.muted'} wordBreak="break-all">
                {file ? file.name : 'No file chosen'}
              </Text>
            </Stack>
            <Button
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              onClick={() => startImport(kind)}
              disabled={!file || running || !online}
              aria-describedby={online ? ids.name : ids.offline}
            >
              {running ? 'Importing...' : title}
            </Button>
            {!online && (
              <Text id={ids.offline} color="fg.warning" fontSize="sm">
                Importing needs an internet connection: the rows go straight to the server. Connect and try again.
              </Text>
            )}
            {running && <ImportProgress kind={kind} />}
          </Card.Body>
        </Card.Root>
        {outcome && !running && <ImportResultAlert kind={kind} outcome={outcome} />}
      </Stack>
      <CsvFormatCard kind={kind} />
    </Grid>
  )
}
