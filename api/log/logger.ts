// The server's log (README, "Operating"): one JSON object a line (pino), at LOG_LEVEL (default info),
// each line written while a request is handled carrying that request's id (also answered as
// X-Request-Id). LOG_FORMAT=pretty (what `npm run dev` sets) prints readable lines instead.
// Secrets never reach it: cookies and authorization headers are dropped, and `token` values in a URL
// (a password reset page's address, a shared board's) are replaced by [redacted].
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextFunction, Request, Response } from 'express'
import { pino, type Logger } from 'pino'
import { pinoHttp } from 'pino-http'
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

const requestLogger = new AsyncLocalStorage<Logger>()

/** The logger of the request being handled (its lines carry its id), else `root`. */
export const currentLogger = (root: Logger): Logger => requestLogger.getStore() ?? root

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
 * Logs each request once it is answered (method, redacted URL, status, time) and runs the rest of the
 * chain with the request's logger as the current one. The id is the caller's X-Request-Id when it is
 * a plain short token (a proxy's), else a new one.
 */
export function requestLogging(root: Logger) {
  const http = pinoHttp<IncomingMessage, ServerResponse>({
    logger: root,
    quietReqLogger: true,
    genReqId: (req, res) => {
      const given = req.headers['x-request-id']
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
      res.setHeader('X-Request-Id', id)
      return id
    },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
  })
  return (req: Request, res: Response, next: NextFunction) => {
    http(req, res)
    requestLogger.run(req.log, next)
  }
}
