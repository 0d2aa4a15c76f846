// Every API route the app answers, read from the Express router stack (api/app.ts mounts each
// resource router under /api, through an index by first path segment), so a route added later is
// covered by tests/security without listing it.
import type { Harness } from '../api/harness'
import * as protocol from '../../sync/protocol/changes'
import * as schemas from '../../sync/schemas'

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
export interface ApiRoute {
  method: Method
  path: string
}

interface Layer {
  rawPath?: unknown
  route?: { path: string | string[]; methods: Record<string, boolean> }
  /** A router, or the index of routers by first path segment (api/http/routers-by-segment.ts). */
  handle?: { stack?: Layer[]; routers?: { stack: Layer[] }[] }
}

const join = (prefix: string, path: unknown) => (typeof path === 'string' && path !== '/' ? prefix + path : prefix)

function walk(stack: Layer[], prefix: string, out: ApiRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      for (const path of ([] as string[]).concat(layer.route.path)) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') out.push({ method: method as Method, path: join(prefix, path) })
        }
      }
    } else if (layer.handle?.stack) {
      walk(layer.handle.stack, join(prefix, layer.rawPath), out)
    } else if (layer.handle?.routers) {
      for (const router of layer.handle.routers) walk(router.stack, join(prefix, layer.rawPath), out)
    }
  }
}

/** Every (method, path) under /api; deletes last, so they do not remove rows the other calls reach. */
export function apiRoutes(app: Harness['app']): ApiRoute[] {
  const out: ApiRoute[] = []
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', out)
  const unique = [...new Map(out.filter((r) => r.path.startsWith('/api/')).map((r) => [`${r.method} ${r.path}`, r])).values()]
  return unique.sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'))
}

/** `/api/vendors/:id` with each parameter replaced by `value` (already URL-encoded). */
export const fillParams = (path: string, value: string) => path.replace(/:\w+/g, value)

/** Every field name any request schema knows (sync/schemas, the feed query), plus the import lists. */
export function knownFields(): string[] {
  const keys = new Set(['vendors', 'products', 'items'])
  for (const value of [...Object.values(schemas), ...Object.values(protocol)]) {
    const shape = (value as { shape?: unknown })?.shape
    if (shape && typeof shape === 'object') for (const key of Object.keys(shape)) keys.add(key)
  }
  return [...keys]
}
