// Admin tab "Import data": sub-tabs Import Vendors and Import Products,
// each with its file picker, import button, progress, format card and result alert. The sub-tab is part
// of the address (/admin/import/products) so a reload keeps it.
import { Tabs } from '@chakra-ui/react'
import { useNavigate, useParams } from 'react-router'
import { CsvImportPanel } from './csv-import-panel'
import type { ImportKind } from './import-kinds'

const SUB_TABS: { value: ImportKind; label: string }[] = [
  { value: 'vendors', label: 'Import Vendors' },
  { value: 'products', label: 'Import Products' },
]

export default function ImportTab() {
  const params = useParams()
  const navigate = useNavigate()
  const requested = (params['*'] ?? '').split('/')[1]
  const kind: ImportKind = requested === 'products' ? 'products' : 'vendors'
  return (
    <Tabs.Root value={kind} onValueChange={(e) => navigate(`/admin/import/${e.value}`)} variant="enclosed" lazyMount>
      <Tabs.List>
        {SUB_TABS.map((t) => <Tabs.Trigger key={t.value} value={t.value}>{t.label}</Tabs.Trigger>)}
      </Tabs.List>
      {SUB_TABS.map((t) => (
        <Tabs.Content key={t.value} value={t.value} pt="5">
          <CsvImportPanel kind={t.value} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
