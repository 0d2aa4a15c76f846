// Secrets in URLs never reach the log (docs/security.md, "Abuse"): a shared board's token in any letter
// case (Express routes /api/boards/SHARED/<token> like /shared/), a `token=` query value however its
// name is spelled or encoded, on the answered request's line and on the line a 500 writes.
import { Writable } from 'node:stream'
import express from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createLogger, redactUrl, requestLogging } from '../../api/log/logger'
import { errorHandler } from '../../api/middleware/error-handler'
import { makeHarness } from '../api/harness'

const TOKEN = 'S3cr3tT0kenValue_abcdefgh'

/** A logger writing into a string. */
function capturedLogger() {
  let text = ''
  const sink = new Writable({ write: (chunk: Buffer, _enc, done) => { text += chunk.toString(); done() } })
  return { logger: createLogger({ LOG_LEVEL: 'info' }, sink), text: () => text }
}

describe('redactUrl', () => {
  it('a shared board\'s token in any letter case, and token= however the name is written', () => {
    for (const url of [
      `/api/boards/shared/${TOKEN}`, `/api/boards/SHARED/${TOKEN}`, `/api/boards/Shared/${TOKEN}/duplicate`,
      `/reset-password?token=${TOKEN}`, `/reset-password?TOKEN=${TOKEN}`, `/reset-password?a=1&%74oken=${TOKEN}`, `/reset-password?to%6Ben=${TOKEN}#x`,
    ]) {
      expect(redactUrl(url), url).not.toContain(TOKEN)
      expect(redactUrl(url), url).toContain('[redacted]')
    }
    expect(redactUrl('/api/vendors?search=token')).toBe('/api/vendors?search=token')
  })
})

describe('the log', () => {
  it('an answered request to /api/boards/SHARED/<token> is logged without the token', async () => {
    const { logger, text } = capturedLogger()
    const h = await makeHarness({ logger })
    const shared = (await h.member('post', '/api/boards').send({ name: 'Shared list', shared: true }).expect(201)).body as { shareToken: string }
    await h.anon('get', `/api/boards/SHARED/${shared.shareToken}`).expect(200)
    await h.anon('get', `/api/boards/shared/${shared.shareToken}`).expect(200)
    logger.flush()
    await expect.poll(() => text().split('\n').filter((line) => line.includes('/api/boards/')).length).toBe(2)
    expect(text()).not.toContain(shared.shareToken)
  })

  it('a 500 logs the URL redacted', async () => {
    const { logger, text } = capturedLogger()
    const app = express()
    app.use(requestLogging(logger))
    app.get(['/api/boards/shared/:token', '/reset-password'], () => {
      throw new Error('something unexpected')
    })
    app.use(errorHandler({ log: () => {}, logger }))
    expect((await request(app).get(`/api/boards/Shared/${TOKEN}`)).status).toBe(500)
    expect((await request(app).get(`/reset-password?token=${TOKEN}`)).status).toBe(500)
    logger.flush()
    await expect.poll(() => (text().match(/500 on GET/g) ?? []).length).toBe(2)
    expect(text()).not.toContain(TOKEN)
  })
})
