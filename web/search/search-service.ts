// What the search worker does with each message, apart from the worker globals so Node tests run it
// in-process. Builds and updates run one after another in the order they arrive (an update posted
// after a build request applies on top of that build). Searches do not queue: the first ones wait for
// the first build, later ones answer at once from the current index, even while a rebuild runs.
import { CatalogIndex } from './catalog-index'
import { buildFromDatabase } from './read-catalog'
import type { FromSearchWorker, ToSearchWorker } from './search-protocol'

export interface SearchService {
  handle(message: ToSearchWorker): void
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The service over the app's IndexedDB copy named `dbName`. */
export function createSearchService(dbName: string, post: (message: FromSearchWorker) => void): SearchService {
  let index = new CatalogIndex()
  let queue: Promise<void> = Promise.resolve()
  let firstBuild: Promise<void> | null = null

  const enqueue = (task: () => Promise<void> | void): Promise<void> => {
    queue = queue.then(task).catch((error) => console.error('Search index update failed', error))
    return queue
  }

  const build = async () => {
    const started = performance.now()
    try {
      index = await buildFromDatabase(dbName)
      post({ type: 'built', ...index.size, ms: Math.round(performance.now() - started) })
    } catch (error) {
      post({ type: 'build-failed', message: messageOf(error) })
    }
  }

  const answer = async (id: number, text: string, limits: { vendors: number; products: number }) => {
    try {
      await firstBuild
      post({ type: 'results', id, results: index.search(text, limits) })
    } catch (error) {
      post({ type: 'search-failed', id, message: messageOf(error) })
    }
  }

  return {
    handle(message) {
      switch (message.type) {
        case 'build': {
          const done = enqueue(build)
          firstBuild ??= done
          return
        }
        case 'update': {
          const { ack } = message
          void enqueue(() => index.apply(message.update)).then(() => ack !== undefined && post({ type: 'updated', ack }))
          return
        }
        case 'search':
          void answer(message.id, message.text, message.limits)
      }
    },
  }
}
