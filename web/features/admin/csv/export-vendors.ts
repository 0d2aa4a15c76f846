// The vendor CSV export (admin spec 7: "built in the browser from the loaded vendors. The file is named
// vendors-{date}.csv"). The rows come from sync/rules/csv-export.ts (every column, neutralised cells);
// this file only turns them into a download. The byte order mark makes Excel read the file as UTF-8.
import type { Vendor } from '../../../../sync/schemas'
import { toCsv, vendorExportFileName, vendorExportRows } from '../../../../sync/rules/csv-export'

export interface VendorExportFile {
  fileName: string
  text: string
}

/** The file for these vendors (by id, so two exports of the same catalogue read the same). */
export function buildVendorExport(vendors: readonly Vendor[], now = new Date()): VendorExportFile {
  const byId = [...vendors].sort((a, b) => a.id - b.id)
  return { fileName: vendorExportFileName(now), text: '\uFEFF' + toCsv(vendorExportRows(byId)) }
}

/** Hands the file to the browser's download (an object URL on a temporary link). */
export function downloadVendorExport(vendors: readonly Vendor[]): string {
  const { fileName, text } = buildVendorExport(vendors)
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return fileName
}
