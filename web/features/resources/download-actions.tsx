// The resource's Download and/or Open buttons. Each is a real link, so the file or page opens at once
// (online, or offline when this device has it cached); the click also counts one download on the
// server through the outbox (sent now, or after reconnecting). Offline, a note says so.
import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import type { Resource } from '../../../sync/schemas'
import { DownloadIcon } from '../../components/icons'
import { useOnlineStatus } from '../../components/use-online-status'
import { countResourceDownload } from '../../data/catalog/resources'

/** Only links the app may follow: this site's paths or http(s) addresses (safeUrl already refuses others). */
const isHttpOrLocal = (url: string | null): url is string => !!url && (/^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url))

export function DownloadActions({ resource }: { resource: Resource }) {
  const online = useOnlineStatus()
  const download = isHttpOrLocal(resource.downloadUrl) ? resource.downloadUrl : null
  const external = isHttpOrLocal(resource.externalUrl) ? resource.externalUrl : null
  if (!download && !external) return <Text color="fg.muted">This resource has no file or link yet.</Text>
  const count = () => void countResourceDownload(resource)
  const fileName = download?.split('/').pop() || undefined
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        {download && (
          <Button asChild size="lg">
            <a href={download} download={download.startsWith('/') ? fileName : undefined} onClick={count}>
              <DownloadIcon /> Download{resource.fileSize ? ` (${resource.fileSize})` : ''}
            </a>
          </Button>
        )}
        {external && (
          <Button asChild size="lg" variant={download ? 'outline' : 'solid'}>
            <a href={external} target="_blank" rel="noopener noreferrer" onClick={download ? undefined : count}>
              Open resource<Text as="span" srOnly> (opens in a new tab)</Text>
            </a>
          </Button>
        )}
      </HStack>
      {!online && (
        <Text fontSize="sm" color="fg.muted" role="status">
          You're offline: the file opens if this device saved it before, and your download is counted when you're back online.
        </Text>
      )}
    </Stack>
  )
}
