// Names a minified position in the built code after its source: the bench builds with hidden source
// maps (files beside the code, never referenced by it, so the browser loads exactly what users get),
// and a CPU profile's call frames (script address, 0-based line and column) are looked up in them.
// A small decoder of the maps' "mappings" (base64 VLQ) keeps the bench free of another dependency.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface Segment { column: number; source: number; line: number }
interface Loaded { sources: string[]; contents: (string | null)[]; lines: Segment[][] }

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]))

/** Decodes one segment's VLQ numbers ("AAgBC" → [0, 0, 16, 1]). */
function decodeVlq(text: string): number[] {
  const out: number[] = []
  let value = 0
  let shift = 0
  for (const c of text) {
    const digit = DIGIT.get(c)!
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return out
}

function parseMappings(mappings: string): Segment[][] {
  let source = 0
  let line = 0
  return mappings.split(';').map((group) => {
    let column = 0
    const segments: Segment[] = []
    for (const text of group.split(',')) {
      if (!text) continue
      const [dc, ds, dl] = decodeVlq(text)
      column += dc
      if (ds === undefined) continue
      source += ds
      line += dl
      segments.push({ column, source, line })
    }
    return segments
  })
}

export interface Origin { source: string; line: number; text: string }

/** Looks call frames up in the source maps of the files under `assetsRoot` (the built site's root). */
export class SourceMaps {
  private readonly maps = new Map<string, Loaded | null>()
  constructor(private readonly siteRoot: string) {}

  private load(path: string): Loaded | null {
    if (!this.maps.has(path)) {
      const file = join(this.siteRoot, `${path}.map`)
      if (!existsSync(file)) this.maps.set(path, null)
      else {
        const raw = JSON.parse(readFileSync(file, 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[]; mappings: string }
        this.maps.set(path, { sources: raw.sources, contents: raw.sourcesContent ?? [], lines: parseMappings(raw.mappings) })
      }
    }
    return this.maps.get(path)!
  }

  /** The original file (relative, node_modules shortened) and line of a built position, with that line's text. */
  origin(url: string, line: number, column: number): Origin | null {
    let path: string
    try {
      path = new URL(url).pathname
    } catch {
      return null
    }
    const map = this.load(path)
    const segments = map?.lines[line]
    if (!map || !segments?.length) return null
    let found = segments[0]
    for (const s of segments) if (s.column <= column) found = s
    const source = map.sources[found.source].replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '')
    const text = map.contents[found.source]?.split('\n')[found.line]?.trim() ?? ''
    return { source, line: found.line + 1, text }
  }
}

/** The function a source line declares, when it says so plainly (`function name(`, `name = (`, `name(args) {`). */
export function declaredName(text: string): string | null {
  const match = /function\s*\*?\s*([\w$]+)/.exec(text) ?? /([\w$]+)\s*[:=]\s*(?:async\s*)?(?:function|\(|[\w$]+\s*=>)/.exec(text) ?? /^(?:async\s+)?([\w$]+)\s*\([^)]*\)\s*\{/.exec(text)
  return match?.[1] ?? null
}
