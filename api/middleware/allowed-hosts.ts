// DNS rebinding defence (docs/security.md, "Abuse"): a page on a name the attacker controls can make
// that name point at this server (an intranet install, say) and then call it as same-origin, with
// `Host: evil.example` and a matching Origin, which the CSRF check accepts. With PUBLIC_URL set the
// server answers only the host it names, and those in ALLOWED_HOSTS: anything else gets 421 before
// any route runs. Behind a trusted proxy (TRUST_PROXY) the host checked is the forwarded one, as
// Express reads it. /api/health answers any host: load balancers and probes call it by address, and
// it tells nothing private.
import type { NextFunction, Request, Response } from 'express'
import { HttpError } from '../http/errors'

/** A host as compared: lower case, without the default ports (`vetted.example:443` is `vetted.example`). */
export const normalizeHost = (host: string): string => host.trim().toLowerCase().replace(/\.$/, '').replace(/:(80|443)$/, '')

/** `host` or `host:port`, a name or an address (IPv6 in brackets). */
export const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*)(:\d{1,5})?$/i

export const MISDIRECTED_MESSAGE = 'This server does not answer for this host name'

/** How many host values, as callers write them, are remembered as allowed: a handful in practice. */
const MAX_REMEMBERED = 64

/** `hosts`: null answers every host (no PUBLIC_URL: a development machine). */
export function allowedHostsOnly(hosts: string[] | null | undefined) {
  const allowed = hosts ? new Set(hosts.map(normalizeHost)) : null
  // Host values exactly as received that were found allowed, so each call with one is let through on
  // one lookup; a refused value is never remembered, so callers cannot fill this.
  const seenAllowed = new Set<string>()
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!allowed) return next()
    const host = req.host // Host, or X-Forwarded-Host behind a trusted proxy
    if (host && seenAllowed.has(host)) return next()
    if (req.path === '/api/health') return next()
    if (!host || !allowed.has(normalizeHost(host))) return next(new HttpError(421, MISDIRECTED_MESSAGE))
    if (seenAllowed.size < MAX_REMEMBERED) seenAllowed.add(host)
    next()
  }
}
