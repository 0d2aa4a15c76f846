// Negotiated compression of what the server builds per request (API answers, feed pages, index.html):
// brotli when the browser accepts it, else gzip, else as is. Levels measured on this 2-core machine on
// a 5,000-row feed page (4.2 MB of JSON): brotli 5 makes it 241 KB in about 40 ms, gzip 6 325 KB in
// about 30 ms, while brotli 9 takes 195 ms for 212 KB and 11 takes 11 s (BENCHMARKS.md).
// Files precompressed at build time (api/http/precompressed.ts) and the catalogue snapshot arrive here
// already encoded and pass through untouched. Never compressed: server-sent events (a stream the
// browser must see as each event is written) and answers marked Cache-Control: no-transform.
import compression from 'compression'
import type { Request, Response } from 'express'
import { constants } from 'node:zlib'

export const BROTLI_QUALITY = 5
export const GZIP_LEVEL = 6

function worthCompressing(req: Request, res: Response): boolean {
  const type = String(res.getHeader('Content-Type') ?? '')
  if (type.startsWith('text/event-stream')) return false
  return compression.filter(req, res)
}

export const compressAnswers = () =>
  compression({
    filter: worthCompressing,
    level: GZIP_LEVEL,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  })
