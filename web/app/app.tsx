import { useEffect, useState } from 'react'

type Health = { status: string; version: number }

export function App() {
  const [health, setHealth] = useState<Health | null>(null)
  useEffect(() => {
    fetch('/api/health', { credentials: 'include' })
      .then((r) => r.json() as Promise<Health>)
      .then(setHealth)
      .catch(() => setHealth(null))
  }, [])
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
      <h1>Vetted</h1>
      <p>Discover, compare and buy technology from vetted vendors.</p>
      <p data-testid="api-status">{health ? `API ${health.status}` : 'Connecting to the API...'}</p>
    </main>
  )
}
