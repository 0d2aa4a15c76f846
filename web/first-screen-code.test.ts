// The code a warm start evaluates before its first screen stays free of zod (the schemas and their
// validation library): forms, the admin area and the sync engine's feed checks load it when needed.
// Nor does the entry carry Chakra's toaster (its store and view load with the first notice), and no
// screen loads workbox-window: the page registers the generated service worker with the browser's API.
// Two ways it crept in: the entry's static imports (web/main.tsx and what it imports), and the
// `local-data` chunk every catalogue screen loads (vite.config.ts groups web/db, web/sync, web/data and
// sync/rules|protocol into it), which imports whatever any of its modules imports.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..')
/** vite.config.ts's `local-data` group, with every shared rule and protocol module (it takes those the local copy's code imports). */
const LOCAL_DATA = /[\\/]web[\\/](db|sync|data[\\/](catalog|account))[\\/]|[\\/]sync[\\/](rules|protocol)[\\/]/

interface Imports { statics: string[]; dynamics: string[] }

/** Value imports (not `import type`) and dynamic imports of a file: resolved paths, or the package name. */
function importsOf(file: string): Imports {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const resolveSpec = (spec: string) => {
    if (!spec.startsWith('.')) return spec
    const base = resolve(dirname(file), spec)
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((c) => existsSync(c) && statSync(c).isFile())
    return found ?? base
  }
  const statics = [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => resolveSpec(m[1]))
  const dynamics = [...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => resolveSpec(m[1]))
  return { statics, dynamics }
}

const cache = new Map<string, Imports>()
const imports = (file: string) => cache.get(file) ?? (cache.set(file, importsOf(file)), cache.get(file)!)
const isZod = (spec: string) => spec === 'zod' || spec.startsWith('zod/')

/** The modules `from` reaches through imports (static only, or dynamic ones too), app files and packages. */
function reach(from: string, followDynamic: boolean): Map<string, string> {
  const parent = new Map<string, string>([[from, '']])
  const queue = [from]
  while (queue.length) {
    const file = queue.shift()!
    if (!/\.tsx?$/.test(file)) continue
    const { statics, dynamics } = imports(file)
    for (const next of followDynamic ? [...statics, ...dynamics] : statics) {
      if (parent.has(next)) continue
      parent.set(next, file)
      queue.push(next)
    }
  }
  return parent
}

/** "a <- b <- c": how `target` was reached. */
function chain(parent: Map<string, string>, target: string): string {
  const steps: string[] = []
  for (let at = target; at; at = parent.get(at)!) steps.push(at.startsWith(ROOT) ? relative(ROOT, at) : at)
  return steps.join(' <- ')
}

const zodChains = (from: string) => {
  const parent = reach(from, false)
  return [...parent.keys()].filter(isZod).map((z) => chain(parent, z))
}

describe('the first screen evaluates no zod', () => {
  it('the entry does not import zod', () => {
    expect(zodChains(join(ROOT, 'web/main.tsx'))).toEqual([])
  })

  it('no module of the local-data chunk imports zod', () => {
    const app = [...reach(join(ROOT, 'web/main.tsx'), true).keys()].filter((f) => f.startsWith(ROOT) && LOCAL_DATA.test(f) && !/orders-request/.test(f))
    expect(app.length).toBeGreaterThan(20)
    expect(app.flatMap(zodChains)).toEqual([])
  })
})

describe('the entry carries no toast code', () => {
  it('no module the entry imports takes Chakra\'s toaster', () => {
    const parent = reach(join(ROOT, 'web/main.tsx'), false)
    const takesToaster = (file: string) => /\.tsx?$/.test(file) &&
      /import\s*\{[^}]*\b(createToaster|Toaster)\b[^}]*\}\s*from\s*'@chakra-ui\/react'/.test(readFileSync(file, 'utf8'))
    expect([...parent.keys()].filter((f) => f.startsWith(ROOT) && takesToaster(f)).map((f) => chain(parent, f))).toEqual([])
  })
})

describe('the page registers its service worker without workbox-window', () => {
  it('nothing the entry reaches imports workbox-window or the PWA plugin\'s register helper', () => {
    const parent = reach(join(ROOT, 'web/main.tsx'), true)
    const workbox = [...parent.keys()].filter((spec) => spec === 'workbox-window' || spec.startsWith('virtual:pwa-register'))
    expect(workbox.map((spec) => chain(parent, spec))).toEqual([])
  })
})
