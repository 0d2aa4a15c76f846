// Negotiated compression of what the server builds per request (API answers, feed pages, index.html):
// brotli when the browser accepts it, else gzip, else as is. Levels measured on this 2-core machine on
// a 5,000-row feed page (4.2 MB of JSON): brotli 5 makes it 241 KB in about 40 ms, gzip 6 325 KB in
// about 30 ms, while brotli 9 takes 195 ms for 212 KB and 11 takes 11 s (BENCHMARKS.md).
// Files precompressed at build time (api/http/precompressed.ts) and the catalogue snapshot arrive here
// already encoded and pass through untouched. Never compressed: server-sent events (a stream the
// browser must see as each event is written) and answers marked Cache-Control: no-transform.
import compression from 'compression'
import type { NextFunction, Request, Response } from 'express'
import type { OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http'
import { constants } from 'node:zlib'

export const BROTLI_QUALITY = 5
export const GZIP_LEVEL = 6

/**
 * Whether an answer of each Content-Type is compressed: the library's filter reads the type alone, and
 * the server sets a few dozen types at most, so each is looked up in the MIME database once.
 */
const worthByType = new Map<string, boolean>()
const MAX_TYPES_KEPT = 200

function worthCompressing(req: Request, res: Response): boolean {
  const type = String(res.getHeader('Content-Type') ?? '')
  let worth = worthByType.get(type)
  if (worth === undefined) {
    worth = !type.startsWith('text/event-stream') && compression.filter(req, res)
    if (worthByType.size < MAX_TYPES_KEPT) worthByType.set(type, worth)
  }
  return worth
}

/** The library's test for Cache-Control: no-transform. */
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/

type WriteHeadHeaders = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined

/** Headers handed to writeHead itself, set on the answer first so the decision below sees them. */
function setGivenHeaders(res: Response, headers: WriteHeadHeaders): void {
  if (!headers) return
  if (!Array.isArray(headers)) {
    for (const name of Object.keys(headers)) if (name) res.setHeader(name, headers[name]!)
    return
  }
  // Name, value, name, value... or [name, value] pairs; each name's earlier values are replaced.
  const flat = (Array.isArray(headers[0]) ? (headers as OutgoingHttpHeader[][]).flat(1) : headers) as string[]
  for (let i = 0; i < flat.length; i += 2) res.removeHeader(flat[i])
  for (let i = 0; i < flat.length; i += 2) if (flat[i]) res.appendHeader(flat[i], flat[i + 1])
}

/**
 * What the library does for a client that sends no Accept-Encoding: it compresses nothing, and only
 * adds `Vary: Accept-Encoding` to an answer it would compress for another client (a cache must not
 * hand this plain answer to one that asked for brotli). Decided here when the headers go out, without
 * wrapping write, end and on, creating a negotiator or listening for close on every such call.
 */
function varyWhenCompressible(req: Request, res: Response): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with this answer as `this`
  const writeHead = res.writeHead as (this: Response, statusCode: number, reason?: string) => Response
  // An unnamed function: see "Per-call functions" in docs/server-conventions.md.
  res.writeHead = function (this: Response, statusCode: number, reason?: string | WriteHeadHeaders, headers?: WriteHeadHeaders) {
    res.writeHead = writeHead as Response['writeHead']
    this.statusCode = statusCode
    setGivenHeaders(this, typeof reason === 'string' ? headers : reason)
    const cacheControl = this.getHeader('Cache-Control')
    if (worthCompressing(req, this) && !(cacheControl && NO_TRANSFORM.test(String(cacheControl)))) {
      if (this.getHeader('Vary') === undefined) this.setHeader('Vary', 'Accept-Encoding')
      else this.vary('Accept-Encoding')
    }
    return typeof reason === 'string' ? writeHead.call(this, this.statusCode, reason) : writeHead.call(this, this.statusCode)
  } as Response['writeHead']
}

/** The library's settings: what it compresses, and how hard. */
export const COMPRESSION_OPTIONS: compression.CompressionOptions = {
  filter: worthCompressing,
  level: GZIP_LEVEL,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
}

export const compressAnswers = () => {
  const compress = compression(COMPRESSION_OPTIONS)
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers['accept-encoding']) return compress(req, res, next)
    varyWhenCompressible(req, res)
    next()
  }
}
