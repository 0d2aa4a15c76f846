// The server's log (README, "Operating"): one JSON object a line (pino), at LOG_LEVEL (default info),
// each line written while a request is handled carrying that request's id (also answered as
// X-Request-Id). LOG_FORMAT=pretty (what `npm run dev` sets) prints readable lines instead.
// Secrets never reach it: cookies and authorization headers are dropped, and `token` values in a URL
// (a password reset page's address, a shared board's) are replaced by [redacted].
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { pino, type Logger } from 'pino'
import { ConfigError, type Env } from '../config-error'

export type { Logger }

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** A root logger from LOG_LEVEL and LOG_FORMAT. Throws ConfigError for an unknown level or format. */
export function createLogger(env: Env = process.env, destination?: pino.DestinationStream): Logger {
  const level = (env.LOG_LEVEL || 'info').trim().toLowerCase()
  if (!LEVELS.includes(level)) throw new ConfigError(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, not "${env.LOG_LEVEL}"`)
  const format = env.LOG_FORMAT || 'json'
  if (format !== 'json' && format !== 'pretty') throw new ConfigError(`LOG_FORMAT must be json or pretty, not "${env.LOG_FORMAT}"`)
  const options: pino.LoggerOptions = { level, base: undefined }
  // pino-pretty is a devDependency: only `npm run dev` asks for it.
  if (format === 'pretty') return pino({ ...options, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } })
  return destination ? pino(options, destination) : pino(options)
}

/** The request being handled: its id, and its logger once something logs (most requests log one line only). */
interface RequestScope {
  id: string
  root: Logger
  log?: Logger
}

const requestScope = new AsyncLocalStorage<RequestScope>()

/** The logger of the request being handled (its lines carry its id), else `root`. */
export const currentLogger = (root: Logger): Logger => {
  const scope = requestScope.getStore()
  if (!scope) return root
  return (scope.log ??= scope.root.child({ reqId: scope.id }))
}

/**
 * A shared board's token in its path (in any letter case: Express routes /SHARED/ as /shared/), and
 * the value of a `token` query parameter however its name is written (`TOKEN=`, `%74oken=`: the
 * page that reads it decodes the name).
 */
export function redactUrl(url: string): string {
  const redacted = url.replace(/(\/shared\/)[^/?#]+/gi, '$1[redacted]')
  const query = redacted.indexOf('?')
  if (query < 0) return redacted
  const fragment = redacted.indexOf('#', query)
  const search = redacted.slice(query + 1, fragment < 0 ? undefined : fragment)
  const hash = fragment < 0 ? '' : redacted.slice(fragment)
  const params = search.split('&').map((param) => {
    const at = param.indexOf('=')
    return at >= 0 && decodedName(param.slice(0, at)).toLowerCase() === 'token' ? `${param.slice(0, at)}=[redacted]` : param
  })
  return `${redacted.slice(0, query + 1)}${params.join('&')}${hash}`
}

const decodedName = (name: string): string => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '))
  } catch {
    return name
  }
}

const REQUEST_ID = /^[\w.:-]{1,64}$/

/**
 * Logs each request once it is answered, one line: its id, method and redacted URL, status and time
 * in ms ("request completed"; "request aborted" when the caller left first; at error level with the
 * error, "request errored", for a 5xx or a failed answer). The rest of the chain runs with the
 * request's scope as the current one, so what it logs carries the id. The id is the caller's
 * X-Request-Id when it is a plain short token (a proxy's), else a new one, and is answered as
 * X-Request-Id. Written by hand rather than with pino-http, which builds two child loggers and
 * serializes the request for every call; this line costs one object and one write.
 */
export function requestLogging(root: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const given = req.headers['x-request-id']
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
    res.setHeader('X-Request-Id', id)
    const started = Date.now()
    const method = req.method
    const url = redactUrl(req.originalUrl || req.url)
    // A member, not a declared const: see "Per-call functions" in docs/server-conventions.md.
    const line: { logged: boolean; answered: (err?: Error) => void } = { logged: false, answered: next }
    line.answered = (err) => {
      if (line.logged) return
      line.logged = true
      res.removeListener('error', line.answered) // a later error is not this line's: it surfaces as any would
      const fields = { reqId: id, req: { method, url }, res: { statusCode: res.statusCode }, responseTime: Date.now() - started }
      if (err || res.statusCode >= 500) {
        root.error({ ...fields, err: err ?? new Error(`failed with status code ${res.statusCode}`) }, 'request errored')
      } else {
        root.info(fields, !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted')
      }
    }
    // 'close' comes once the answer is sent (just after 'finish') or once the caller has left first;
    // 'error' carries what failed, when something did.
    res.on('close', line.answered)
    res.on('error', line.answered)
    requestScope.run({ id, root }, next)
  }
}
