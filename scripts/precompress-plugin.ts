// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at the
// highest levels: the server then sends the smaller copy the browser accepts with no work per request
// (api/http/precompressed.ts). Runs after every other plugin's closeBundle, so the service worker the
// PWA plugin generates there is compressed too. Files that do not shrink by a tenth are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'
import { COMPRESSIBLE } from '../api/http/compressible.js'
const MIN_BYTES = 1024

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else yield path
  }
}

/** Writes the .br and .gz copies of the compressible files under `dir`; returns how many files. */
export function precompressDirectory(dir: string): number {
  let count = 0
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue
    const raw = readFileSync(path)
    const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    const gz = gzipSync(raw, { level: 9 })
    if (br.length > raw.length * 0.9) continue
    writeFileSync(`${path}.br`, br)
    writeFileSync(`${path}.gz`, gz)
    count++
  }
  return count
}

export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'vetted-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (config.build.ssr || config.build.write === false) return
        precompressDirectory(resolve(config.root, config.build.outDir))
      },
    },
  }
}
