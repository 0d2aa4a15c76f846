// Lint: type-aware TypeScript rules, React's hook rules, and the import rules that keep the layers
// running one way (docs/architecture.md, "Layers"). `npm run lint` runs it; `npm test` runs lint first.
//
// The layers, bottom to top; a file may import its own layer and the ones below it, never above:
//   sync/  →  web/theme  →  web/db  →  web/sync  →  web/search  →  web/data  →  web/components
//   →  web/features, web/pwa  →  web/app  →  web/main.tsx
// api/ sits beside web/ on top of sync/; the two never import each other.
import { readdirSync } from 'node:fs'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'

const WEB_LAYERS = ['web/theme', 'web/db', 'web/sync', 'web/search', 'web/data', 'web/components', ['web/features', 'web/pwa'], 'web/app']

/** One zone per layer: nothing above it may be imported from it. */
function layerZones() {
  const zones = []
  const flat = WEB_LAYERS.map((l) => (Array.isArray(l) ? l : [l]))
  flat.forEach((layer, i) => {
    const above = flat.slice(i + 1).flat().map((p) => `./${p}`)
    for (const target of layer) {
      zones.push({ target: `./${target}`, from: [...above, './web/main.tsx'], message: `${target} sits below these layers: import downward only (docs/architecture.md).` })
    }
  })
  // features and pwa share a floor but do not reach into each other.
  zones.push({ target: './web/features', from: './web/pwa', message: 'Features do not import the PWA layer; web/app composes them.' })
  zones.push({ target: './web/pwa', from: './web/features', message: 'The PWA layer does not import features; web/app composes them.' })
  return zones
}

/** Every feature is its own island: it never imports another feature (share through components/ or data/). */
function featureZones() {
  return readdirSync('web/features', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map(({ name }) => ({
      target: `./web/features/${name}`,
      from: './web/features',
      except: [`./${name}`],
      message: 'Features never import other features: move what they share down to web/components or web/data.',
    }))
}

/** The data layer's parts: account and admin may read the catalogue; the catalogue reads neither. */
const DATA_ZONES = [
  { target: './web/data/catalog', from: ['./web/data/account', './web/data/admin'], message: 'The catalogue stores read no account or admin store.' },
  { target: './web/data/account', from: './web/data/admin', message: 'Account stores read no admin store.' },
]

/**
 * The sync engine's parts, bottom to top (docs/architecture.md, "The sync engine's parts"): each imports
 * only the parts below it; the engine and the hooks on top import them all.
 */
const SYNC_PARTS = ['base', 'copy', 'push', 'first-download', 'pull', 'account', 'live'].map((p) => `web/sync/${p}`)
function syncPartZones() {
  return SYNC_PARTS.map((part, i) => ({
    target: `./${part}`,
    from: [...SYNC_PARTS.slice(i + 1).map((p) => `./${p}`), './web/sync/engine.ts', './web/sync/sync-hooks.ts'],
    message: `${part} sits below these parts of the sync engine: import downward only (docs/architecture.md).`,
  }))
}

const SIDES = [
  { target: './sync', from: ['./web', './api', './tests', './scripts'], message: 'sync/ is the shared contract: it imports nothing from web/ or api/.' },
  { target: './web', from: './api', message: 'web/ talks to api/ over HTTP only.' },
  { target: './api', from: './web', message: 'api/ never imports the web app.' },
]

const DEXIE_ONLY_IN_DATA = {
  paths: [
    { name: 'dexie', message: 'Only web/db, web/sync, web/search and web/data touch Dexie: use a hook or store from web/data.' },
    { name: 'dexie-react-hooks', message: 'Only web/db, web/sync, web/search and web/data touch Dexie: use a hook or store from web/data.' },
  ],
}

// sync/ is plain TypeScript and zod: no framework, no storage, no server.
const NO_FRAMEWORK_IN_SYNC = {
  patterns: [
    { group: ['react', 'react-*', 'react/*', '@chakra-ui/*', '@emotion/*', 'zustand', 'zustand/*', 'dexie', 'dexie-*', 'express', 'express-*', 'better-sqlite3', 'workbox-*', 'papaparse', 'dompurify', 'pino', 'pino-*', 'node:*'], message: 'sync/ imports no framework: it is shared by the browser and the server.' },
  ],
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'data/**', 'test-results/**', 'playwright-report/**', 'dev-dist/**', '**/*.js', '**/*.mjs', '!eslint.config.js'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      // An async handler on a JSX attribute is React's normal use: the floating promise rule still
      // catches a promise dropped in plain code.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...SIDES, ...layerZones(), ...featureZones(), ...DATA_ZONES, ...syncPartZones()] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The two classic hook rules. The React Compiler's rules (refs, set-state-in-effect...) are left
    // off: the app is not compiled by it, and they flag patterns React itself documents.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests read JSON answers (supertest bodies, page.evaluate results) as `any` by design, hand
    // methods to expect(), fake async functions that need not await, and print what they got.
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      // Tests may stand on both sides: a web test may build its rows with the server's own code.
      'import-x/no-restricted-paths': ['error', { zones: [SIDES[0], ...layerZones(), ...featureZones(), ...DATA_ZONES, ...syncPartZones()] }],
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
  {
    // Inside a transaction everything goes through its own handle: the database itself waits for the
    // transaction to end, so a query on `db` from inside never returns (api/db/db-handle.ts).
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...['transaction', 'sendWrite'].map((call) => ({
        selector: `CallExpression:matches([callee.property.name='${call}'], [callee.name='${call}']) > :function Identifier[name='db']:not(MemberExpression > Identifier.property):not(Property > Identifier.key)`,
        message: 'Inside a transaction, read and write through its handle (tx), never the database (db): the database waits for the transaction to end.',
      }))],
    },
  },
  {
    files: ['sync/**'],
    ignores: ['sync/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', NO_FRAMEWORK_IN_SYNC] },
  },
  {
    files: ['web/components/**', 'web/features/**', 'web/pwa/**', 'web/app/**', 'web/theme/**', 'web/main.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', DEXIE_ONLY_IN_DATA] },
  },
  { files: ['eslint.config.js'], extends: [tseslint.configs.disableTypeChecked] },
)
