// Build step for a lean first visit: finds the files only the admin area needs (the admin tabs the admin
// route loads on demand, the chunks only they reach, workers only those start, such as the CSV import
// worker), writes their list
// to admin-code.json and keeps them out of the service worker's precache. An admin's browser caches them
// at sign-in instead (web/pwa/admin-code-cache.ts), so the admin area still opens offline.
import type { Plugin } from 'vite'
import type { ManifestTransform } from 'workbox-build'
import { ADMIN_CODE_LIST } from '../web/pwa/admin-code-names.js'

/**
 * The admin area's entry. Its own small chunk stays in the precache (offline, it still tells a visitor
 * "Access Denied"); what it loads on demand (the tabs) and what only they reach is the admin code.
 */
const ADMIN_ROUTE = /[\\/]web[\\/]app[\\/]routes[\\/]admin\.tsx$/

export function adminCode(): { plugin: Plugin; leaveOutOfPrecache: ManifestTransform } {
  const adminFiles = new Set<string>()
  const plugin: Plugin = {
    name: 'vetted-admin-code',
    apply: 'build',
    generateBundle(_options, bundle) {
      adminFiles.clear()
      const chunks = Object.values(bundle).flatMap((f) => (f.type === 'chunk' ? [f] : []))
      const byName = new Map(chunks.map((c) => [c.fileName, c]))
      // Everything reachable from the entry without going through the admin tabs is visitor code.
      const visitor = new Set<string>()
      const walk = (fileName: string) => {
        const chunk = byName.get(fileName)
        if (!chunk || visitor.has(fileName)) return
        visitor.add(fileName)
        const adminEntry = chunk.facadeModuleId !== null && ADMIN_ROUTE.test(chunk.facadeModuleId)
        for (const next of adminEntry ? chunk.imports : [...chunk.imports, ...chunk.dynamicImports]) walk(next)
      }
      for (const chunk of chunks) if (chunk.isEntry) walk(chunk.fileName)
      const admin = chunks.filter((c) => !visitor.has(c.fileName))
      for (const chunk of admin) adminFiles.add(chunk.fileName)
      // Workers are assets named in the code that starts them: admin-only when no visitor chunk names them.
      const workers = Object.values(bundle).filter((f) => f.type === 'asset' && /\.js$/.test(f.fileName))
      for (const worker of workers) {
        const named = (c: { code: string }) => c.code.includes(worker.fileName.split('/').pop()!)
        if (admin.some(named) && !chunks.some((c) => visitor.has(c.fileName) && named(c))) adminFiles.add(worker.fileName)
      }
      this.emitFile({
        type: 'asset',
        fileName: ADMIN_CODE_LIST.slice(1),
        source: JSON.stringify([...adminFiles].sort().map((f) => `/${f}`)),
      })
    },
  }
  const leaveOutOfPrecache: ManifestTransform = (entries) => Promise.resolve({
    manifest: entries.filter((entry) => !adminFiles.has(entry.url.replace(/^\//, ''))),
    warnings: [],
  })
  return { plugin, leaveOutOfPrecache }
}
