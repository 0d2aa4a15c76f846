// Chromium as the e2e tests launch it (playwright.config.ts), and a bound on every step.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core'
import { CHROMIUM_ARGS } from '../../chromium-args'

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  })
}

/**
 * A context whose pages can run functions from this (tsx-compiled) code: esbuild's keepNames wraps
 * named inner functions in a `__name(...)` helper that only exists in Node, so pages get a stand-in.
 */
export async function newBenchContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options)
  await context.addInitScript('globalThis.__name ??= (fn) => fn')
  return context
}

/** Rejects after `ms` with the step's name, so a stuck step ends the run instead of hanging it. */
export async function within<T>(ms: number, step: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: no result within ${ms / 1000} s`)), ms)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}
