// Entry point of the web app. The full shell (router, Chakra, Dexie mirror) arrives with the web issues;
// until then this is a real React page that proves the build and the API are served together.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
