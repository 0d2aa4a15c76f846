// Vite builds the web app (root: web/) into dist/web, which the API server serves in production.
// Plugins: React, the PWA (manifest + generated Workbox service worker) and the colour-mode boot
// script; last, the .br/.gz copy of every text file. VITE_BUILD_ID names the build (shown in the footer; CI sets it).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa'
import { adminCode } from './scripts/admin-code-plugin.js'
import { ADMIN_CODE_CACHE } from './web/pwa/admin-code-names.js'
import { precompress } from './scripts/precompress-plugin.js'

const apiTarget = process.env.API_URL ?? 'http://localhost:3000'

// The PWA. The app's data lives in IndexedDB, never in HTTP caches, so /api is network-only; the shell
// is precached so every route opens offline; vendor and product images are cache-first.
const APP_NAME = 'Vetted — Technology Marketplace'
const THEME_COLOR = '#146785'
const BACKGROUND_COLOR = '#ffffff'

const DAY_SECONDS = 24 * 60 * 60
// The admin area's code is not precached: it is cached when an admin signs in (scripts/admin-code-plugin.ts).
const adminCodeBuild = adminCode()

const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  strategies: 'generateSW',
  injectRegister: false, // web/pwa/service-worker.ts registers it (with the update prompt)
  manifest: {
    name: APP_NAME,
    short_name: 'Vetted',
    description: 'Discover, compare and buy software, hardware and technology services from vetted vendors.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['business', 'productivity', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // Shown by install dialogs; made by scripts/generate-app-screenshots.ts (under media/: not precached).
    screenshots: [
      { src: '/media/app/home-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Vetted home page with featured vendors' },
      { src: '/media/app/home-narrow.png', sizes: '780x1688', type: 'image/png', form_factor: 'narrow', label: 'Vetted home page on a phone' },
    ],
    shortcuts: [
      { name: 'Vendors', url: '/vendors', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      { name: 'Products', url: '/products', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      { name: 'Evaluation Center', short_name: 'Evaluate', url: '/evaluation-center', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      { name: 'Cart', url: '/cart', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,txt}'],
    // Catalogue images are not the shell: they are cached on first view by the /media/ route below.
    globIgnores: ['media/**'],
    manifestTransforms: [adminCodeBuild.leaveOutOfPrecache],
    navigateFallback: '/index.html',
    // Every app route opens offline from the precached index.html; API calls and opening an image's
    // own address go to the network.
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/media\//],
    clientsClaim: true,
    skipWaiting: false, // the waiting worker activates only when the user presses Reload
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // The live event stream (/api/sync/events) matches no route, so the worker leaves it to the
        // browser: a stream piped through a service worker dies when the worker is stopped.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/') && url.pathname !== '/api/sync/events',
        handler: 'NetworkOnly',
      },
      {
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin && url.pathname.startsWith('/media/') && request.destination === 'image',
        handler: 'CacheFirst',
        options: {
          cacheName: 'vetted-media-images',
          expiration: { maxEntries: 500, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
      {
        // Built code left out of the precache (the admin area): from the cache an admin's sign-in filled
        // (web/pwa/admin-code-cache.ts), else the network, keeping what it fetched.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: ADMIN_CODE_CACHE,
          matchOptions: { ignoreVary: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
}

// The `local-data` chunk: the local copy's code every catalogue screen reads through (Dexie, web/db,
// web/sync, web/data), and the shared rules and protocol (sync/rules, sync/protocol) that code imports.
// A rule only screens import (the admin area's CSV rows, the evaluation center's scores) stays with them.
const LOCAL_DATA = /[\\/]web[\\/](db|sync|data[\\/](catalog|account))[\\/]|[\\/]node_modules[\\/]dexie(-react-hooks)?[\\/]/
const SHARED_RULES = /[\\/]sync[\\/](rules|protocol)[\\/]/
const NOT_LOCAL_DATA = /orders-request/

function localDataChunk(id: string, ctx: { getModuleInfo: (id: string) => { importers: string[] } | null }): string | null {
  const importedByLocalData = (module: string, seen: Set<string>): boolean => {
    if (NOT_LOCAL_DATA.test(module) || seen.has(module)) return false
    seen.add(module)
    if (LOCAL_DATA.test(module)) return true
    return SHARED_RULES.test(module) && (ctx.getModuleInfo(module)?.importers ?? []).some((by) => importedByLocalData(by, seen))
  }
  return importedByLocalData(id, new Set()) ? 'local-data' : null
}

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), leanerPackageBuilds(), bootScript(), adminCodeBuild.plugin, VitePWA(pwaOptions), precompress()],
  build: {
    // WEB_DIST (relative to the repository) lets parallel e2e runs build apart; the server reads it too.
    outDir: `../${process.env.WEB_DIST ?? 'dist/web'}`,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // Chakra's theme module builds its full default config (every recipe) at load; marking its
      // define* helpers pure lets the bundler drop the recipes we do not register (web/theme/system.ts).
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens'] },
      // Few, larger chunks: on a slow link each file is a round trip (6 connections over HTTP/1.1), and
      // the default split gave `/` 61 files. The entry's whole static graph is one chunk ('shell'), and
      // the local copy's code every screen reads through (Dexie, web/db, web/sync, web/data) another.
      // includeDependenciesRecursively is off so the groups do not drag in what a module's imports reach
      // only through barrels (Chakra's theme index reaches every recipe; zod stays with the forms).
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], includeDependenciesRecursively: false },
            {
              debugName: 'local-data',
              test: (id: string) => LOCAL_DATA.test(id) || SHARED_RULES.test(id),
              name: localDataChunk,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // changeOrigin stays false so Host and Origin agree and the API's same-origin check passes.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
})

/**
 * Serves /boot.js and loads it from <head> as a classic, render-blocking script (the CSP forbids the
 * usual inline snippets): web/theme/color-mode-boot.js sets the colour-mode class before the first
 * paint (no flash), and web/sync/first-download/snapshot-prefetch-boot.js starts a first visit's catalogue download
 * before the app's code has arrived. Both are a few hundred bytes of plain JavaScript.
 */
function bootScript(): Plugin {
  const fileName = 'boot.js'
  const parts = ['./web/theme/color-mode-boot.js', './web/sync/first-download/snapshot-prefetch-boot.js']
  const source = () => parts.map((part) => readFileSync(new URL(part, import.meta.url), 'utf8')).join('\n')
  return {
    name: 'vetted-boot-script',
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(source())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: source() })
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'head' }],
    },
  }
}

/**
 * Leaner builds two packages ship beside the ones their exports name, for the app's build only (the dev
 * server and the tests keep the defaults). React Router exports only its development build (its
 * warnings on); its production build drops them. Dexie's `import` entry is a wrapper around its ES5
 * UMD build (so Node never loads two copies); its modern ES module is the one its maintainers point
 * bundled browser code to, without the ES5 helpers.
 */
function leanerPackageBuilds(): Plugin {
  const builds = new Map([
    ['react-router', './node_modules/react-router/dist/production/index.mjs'],
    ['dexie', './node_modules/dexie/dist/modern/dexie.mjs'],
  ].map(([name, file]) => [name, fileURLToPath(new URL(file, import.meta.url))]))
  return {
    name: 'vetted-leaner-package-builds',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => builds.get(source) ?? null,
  }
}
