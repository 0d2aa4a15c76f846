// Whether the app can reach its server: the browser's offline events, and every API call's outcome
// (a captive portal says "online" with nothing reachable). See web/sync/base/connectivity.ts.
import { useSyncStatus } from '../sync/base/status-store'

export function useOnlineStatus(): boolean {
  return useSyncStatus((s) => s.online)
}
