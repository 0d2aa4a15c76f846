// The vendor CSV export, built in the browser from the loaded vendors into a file named
// vendors-{date}.csv. The file's text comes from sync/rules/csv-export.ts (every column, addresses on
// the site made absolute with this site's address, neutralised cells, the byte order mark that makes
// Excel read it as UTF-8); this file only sorts and downloads it.
import type { Vendor } from '../../../../sync/schemas'
import { vendorExportCsv, vendorExportFileName } from '../../../../sync/rules/csv-export'
import { downloadFile } from '../../../components/download-file'

export interface VendorExportFile {
  fileName: string
  text: string
}

/** The file for these vendors (by id, so two exports of the same catalogue read the same). */
export function buildVendorExport(vendors: readonly Vendor[], siteUrl: string, now = new Date()): VendorExportFile {
  const byId = [...vendors].sort((a, b) => a.id - b.id)
  return { fileName: vendorExportFileName(now), text: vendorExportCsv(byId, siteUrl) }
}

/** Starts the download; returns the file's name for the toast. */
export function downloadVendorExport(vendors: readonly Vendor[]): string {
  // The admin works on the site itself: its origin is the public address the file's paths belong to.
  const { fileName, text } = buildVendorExport(vendors, window.location.origin)
  downloadFile(fileName, text)
  return fileName
}
