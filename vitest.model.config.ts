// The model test (tests/model, docs/testing.md): its own vitest run, so `npx vitest run` stays fast;
// `npm run test:model` runs it (time-bounded, or `-- --runs N`).
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/model/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 0,
    hookTimeout: 60_000,
    setupFiles: ['tests/setup-indexeddb.ts', 'tests/model/model-setup.ts'],
  },
})
