// 'Export CSV' ('Vendors exported successfully' when done): downloads
// every vendor of this device's copy as vendors-{date}.csv, so it works offline too (it waits for the
// first download of the copy). Placed by the Manage vendors tab.
import { Button, type ButtonProps } from '@chakra-ui/react'
import { countText } from '../../../../sync/rules/money'
import { DownloadIcon } from '../../../components/icons'
import { toaster } from '../../../components/toaster'
import { useVendors } from '../../../data/catalog/catalog-hooks'
import { useCopyReady } from '../../../data/catalog/marketplace-hooks'
import { downloadVendorExport } from './export-vendors'

export function ExportVendorsButton(props: ButtonProps) {
  const vendors = useVendors()
  // An empty copy before the first sync is "not downloaded yet", not "no vendors": wait for it.
  const ready = useCopyReady(vendors)
  const onExport = () => {
    if (!vendors || !ready) return
    try {
      const fileName = downloadVendorExport(vendors)
      toaster.create({ title: 'Vendors exported successfully', description: `${countText(vendors.length, 'vendor', 'vendors')} saved to ${fileName}`, type: 'success' })
    } catch (error) {
      toaster.create({ title: 'Export failed', description: (error as Error).message, type: 'error' })
    }
  }
  return (
    <Button variant="outline" {...props} onClick={onExport} loading={!ready} loadingText="Export CSV">
      <DownloadIcon size={18} /> Export CSV
    </Button>
  )
}
