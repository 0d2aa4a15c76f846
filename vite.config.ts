// Vite builds the web app (root: web/) into dist/web, which the API server serves in production.
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const apiTarget = process.env.API_URL ?? 'http://localhost:3000'

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react()],
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    // changeOrigin stays false so Host and Origin agree and the API's same-origin check passes.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
})
