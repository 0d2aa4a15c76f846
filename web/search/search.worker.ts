// The search worker: holds the catalogue index off the main thread, so building it (about a second
// for 60,000 rows) and answering keystrokes never block the page. It opens the app's IndexedDB copy
// itself (read-catalog.ts); the main thread only posts page updates and queries.
import { LOCAL_DB_NAME } from '../db/db-name'
import type { FromSearchWorker, ToSearchWorker } from './search-protocol'
import { createSearchService } from './search-service'

// The project type-checks against the DOM library; this is the part of the worker scope used here.
const scope = self as unknown as {
  postMessage(message: FromSearchWorker): void
  onmessage: ((event: MessageEvent<ToSearchWorker>) => void) | null
}

const service = createSearchService(LOCAL_DB_NAME, (message) => scope.postMessage(message))
scope.onmessage = (event) => service.handle(event.data)
