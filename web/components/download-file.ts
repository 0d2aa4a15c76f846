// Hands text to the browser's download as a file, built on this device (no server round trip, so it
// works offline): an object URL on a temporary link. Both CSV exports (vendors, evaluation boards) use
// it, and the Trust tab for a vendor document kept on the device (a Blob).
export function downloadFile(fileName: string, content: string | Blob, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
