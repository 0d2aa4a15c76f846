// WebKitGTK (Safari's engine; Debian's webkit2gtk-driver) driven over classic WebDriver with plain
// HTTP calls: WebKitWebDriver starts MiniBrowser in automation mode, under an Xvfb display this file
// starts. Each scenario gets its own session, so its own MiniBrowser with fresh (ephemeral) storage.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { EnginePage, NAME_SHIM, findInPage, type DriverPage, type Engine, type Target } from './engine-page'
import { freePort } from '../e2e/faults/server-process'

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver'
export const MINIBROWSER = process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

// W3C WebDriver's element key; WebKitWebDriver 2.50 answers with an older variant of it.
const isElementKey = (key: string) => key.startsWith('element-6066-11e4-')
const KEYS = { Enter: '\uE007', Escape: '\uE00C' } as const

type Call = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<T>

function client(base: string): Call {
  return async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
    const res = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    })
    const json = (await res.json()) as { value: T & { error?: string; message?: string } }
    if (!res.ok) throw new Error(`webkit: ${method} ${path}: ${json.value?.error}: ${json.value?.message}`)
    return json.value
  }
}

const inPage = (source: string) => `${NAME_SHIM} return (${source}).apply(null, arguments)`

class WebKitPage implements DriverPage {
  constructor(private readonly call: Call, private readonly session: string, private readonly baseURL: string) {}

  async navigate(path: string) {
    await this.call('POST', `${this.session}/url`, { url: new URL(path, this.baseURL).href })
  }

  run<T>(source: string, args: unknown[]): Promise<T> {
    // Classic WebDriver awaits a promise the script returns.
    return this.call<T>('POST', `${this.session}/execute/sync`, { script: inPage(source), args })
  }

  async clickFound(target: Target) {
    const found = await this.run<Record<string, string> | null>(findInPage.toString(), [target])
    const key = Object.keys(found ?? {}).find(isElementKey)
    if (!found || !key) throw new Error(`webkit: nothing to click for ${JSON.stringify(target)}`)
    await this.call('POST', `${this.session}/element/${found[key]}/click`, {})
  }

  async typeKeys(text: string) {
    const actions = [...text].flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }])
    await this.call('POST', `${this.session}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions }] })
  }

  pressKey(key: 'Enter' | 'Escape') {
    return this.typeKeys(KEYS[key])
  }

  async setViewport(width: number, height: number) {
    // WebDriver sizes the window: the viewport is smaller by the window's own chrome, so size twice.
    await this.call('POST', `${this.session}/window/rect`, { width, height })
    const [innerW, innerH] = await this.run<[number, number]>('() => [innerWidth, innerHeight]', [])
    await this.call('POST', `${this.session}/window/rect`, { width: width + (width - innerW), height: height + (height - innerH) })
  }

  async screenshot(file: string) {
    writeFileSync(file, Buffer.from(await this.call<string>('GET', `${this.session}/screenshot`), 'base64'))
  }

  async close() {
    await this.call('DELETE', this.session)
  }
}

const started: ChildProcess[] = []
process.once('exit', () => started.forEach((c) => c.kill('SIGKILL')))

function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
  started.push(child)
  return child
}

/** Waits until `check` passes (bounded). */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`webkit: no ${what} within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** A free X display number: the first of a range with no lock file. */
function freeDisplay(): number {
  for (let n = 90 + (process.pid % 50); n < 400; n++) if (!existsSync(`/tmp/.X${n}-lock`) && !existsSync(`/tmp/.X11-unix/X${n}`)) return n
  throw new Error('webkit: no free X display')
}

export async function launchWebKit(): Promise<Engine> {
  for (const [file, pkg] of [[WEBKIT_DRIVER, 'webkit2gtk-driver'], [MINIBROWSER, 'webkit2gtk-driver'], ['/usr/bin/Xvfb', 'xvfb']]) {
    if (!existsSync(file)) throw new Error(`${file} is missing (Debian: apt-get install ${pkg})`)
  }
  // DISPLAY given (a desktop, or xvfb-run): use it; otherwise an Xvfb of our own, tall enough for a tablet.
  let display = process.env.DISPLAY
  let xvfb: ChildProcess | undefined
  if (!display) {
    const n = freeDisplay()
    xvfb = startProcess('/usr/bin/Xvfb', [`:${n}`, '-screen', '0', '1600x1400x24', '-nolisten', 'tcp'], process.env)
    display = `:${n}`
    await until('X display', async () => existsSync(`/tmp/.X11-unix/X${n}`))
  }
  const port = await freePort()
  const driver = startProcess(WEBKIT_DRIVER, [`--port=${port}`], { ...process.env, DISPLAY: display })
  const call = client(`http://127.0.0.1:${port}`)
  await until('WebKitWebDriver', async () => (await call<{ ready: boolean }>('GET', '/status')).ready !== undefined)

  const capabilities = { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } }
  let version = ''
  return {
    name: 'webkit',
    get version() {
      return version
    },
    async newPage(baseURL: string) {
      const session = await call<{ sessionId: string; capabilities: { browserVersion: string } }>('POST', '/session', { capabilities })
      version = `WebKitGTK ${session.capabilities.browserVersion} (MiniBrowser)`
      const page = new WebKitPage(call, `/session/${session.sessionId}`, baseURL)
      await call('POST', `/session/${session.sessionId}/timeouts`, { script: 60_000, pageLoad: 60_000 })
      await page.setViewport(1280, 900)
      return new EnginePage('webkit', page)
    },
    async close() {
      driver.kill('SIGTERM')
      xvfb?.kill('SIGTERM')
    },
  }
}
