// A loopback TCP proxy that plays a slow network for the whole browser, service worker included
// (Chromium's own network emulation does not shape the service worker's requests). One link per
// direction shared by every connection: each chunk waits for the link (a token bucket of `rate` bytes
// a second, first come first served), then travels `rttMs / 2` more. A new connection's first bytes to
// the server also wait one round trip, for the TCP handshake the loopback hop does not have. Counts
// the bytes each way (HTTP bytes: TCP/IP headers are not counted).
import net, { type Socket } from 'node:net'

export interface LinkProfile { name: string; downMbit: number; upMbit: number; rttMs: number }

export interface ThrottleProxy {
  url: string
  /** Bytes sent to the browser and to the server since the proxy started (or the last reset). */
  bytes: () => { down: number; up: number }
  resetBytes: () => void
  close: () => Promise<void>
}

/** Pieces small enough that connections share the link fairly (16 KB is 65 ms at 2 Mbit/s). */
const PIECE = 16 * 1024

/**
 * One direction of the link. Pieces leave in the order they came (one queue, delivered by one timer):
 * separate timers per piece could fire out of order (Node schedules them from a loop time rounded to
 * the millisecond), and a byte stream delivered out of order is a broken answer.
 */
class Link {
  private freeAt = 0
  private readonly queue: { at: number; piece: Buffer; deliver: (piece: Buffer) => void }[] = []
  private timer: ReturnType<typeof setTimeout> | undefined
  bytes = 0
  constructor(private readonly bytesPerMs: number, private readonly delayMs: number) {}

  /** Calls `deliver` with each piece of `chunk` (an empty one too) once it has crossed the link. */
  send(chunk: Buffer, deliver: (piece: Buffer) => void): void {
    for (let at = 0; at < chunk.length || at === 0; at += PIECE) {
      const piece = chunk.subarray(at, at + PIECE)
      this.freeAt = Math.max(this.freeAt, performance.now()) + piece.length / this.bytesPerMs
      this.bytes += piece.length
      this.queue.push({ at: this.freeAt + this.delayMs, piece, deliver })
      if (!piece.length) break
    }
    this.pump()
  }

  private pump(): void {
    if (this.timer) return
    const now = performance.now()
    while (this.queue.length && this.queue[0].at <= now) {
      const { piece, deliver } = this.queue.shift()!
      deliver(piece)
    }
    if (this.queue.length) {
      this.timer = setTimeout(() => {
        this.timer = undefined
        this.pump()
      }, Math.max(1, this.queue[0].at - now))
    }
  }

  stop(): void {
    clearTimeout(this.timer)
    this.queue.length = 0
  }
}

export async function startThrottleProxy(targetPort: number, listenPort: number, profile: LinkProfile): Promise<ThrottleProxy> {
  const oneWay = profile.rttMs / 2
  const down = new Link((profile.downMbit * 1e6) / 8 / 1000, oneWay)
  const up = new Link((profile.upMbit * 1e6) / 8 / 1000, oneWay)
  const sockets = new Set<Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1')
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('close', () => sockets.delete(s))
      s.on('error', () => { client.destroy(); upstream.destroy() })
    }
    // The handshake: nothing the browser sends on a new connection leaves before one round trip.
    client.pause()
    setTimeout(() => client.resume(), profile.rttMs)
    client.on('data', (chunk: Buffer) => up.send(chunk, (piece) => upstream.writable && upstream.write(piece)))
    upstream.on('data', (chunk: Buffer) => down.send(chunk, (piece) => client.writable && client.write(piece)))
    // A close travels like data: after what was already sent.
    client.on('end', () => up.send(Buffer.alloc(0), () => upstream.end()))
    upstream.on('end', () => down.send(Buffer.alloc(0), () => client.end()))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(listenPort, () => resolve())
  })
  return {
    url: `http://localhost:${listenPort}`,
    bytes: () => ({ down: down.bytes, up: up.bytes }),
    resetBytes: () => { down.bytes = 0; up.bytes = 0 },
    close: async () => {
      down.stop()
      up.stop()
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
