// Shown only while the browser has offered installation (see install-prompt.ts).
import { Button } from '@chakra-ui/react'
import { DownloadIcon } from '../components/icons'
import { useInstallPrompt } from './install-prompt'

export function InstallAppButton({ compact = false }: { compact?: boolean }) {
  const canInstall = useInstallPrompt((s) => s.deferredPrompt !== null)
  const install = useInstallPrompt((s) => s.install)
  if (!canInstall) return null
  return (
    <Button size="sm" variant="outline" onClick={install} aria-label="Install app">
      <DownloadIcon size={16} />
      {!compact && 'Install app'}
    </Button>
  )
}
