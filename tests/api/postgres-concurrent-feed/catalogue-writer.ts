// One writer of the concurrent-writers test: an admin's device that, round after round, sends a batch of
// vendor creates, edits and deletes through the batched push (POST /api/sync/push, docs/sync.md
// "Batched push": each change its own transaction) and then imports vendors (POST /api/vendors/import:
// one transaction of many versions), each request to the next app process in turn. Some imports are
// sent twice at once, to two processes (a second tab, or a retry landing on another process), under one
// change number: they must still apply once.
import { CLIENT_HEADER, MUTATION_HEADER } from '../../../sync/protocol/client-mutations'
import type { PushAnswer, PushMutation } from '../../../sync/protocol/push'
import { vendorBody } from '../harness'

export interface WriterOptions {
  index: number
  bases: string[]
  cookie: string
  origin: string
  rounds: number
  /** Changes in each round's batch, each applied in a transaction of its own. */
  batchSize: number
  /** Vendors each round's import creates in one transaction. */
  importSize: number
  /** Every this many rounds, the import also goes to a second process at the same time. */
  duplicateEvery: number
}

export interface WriterTally {
  creates: number
  updates: number
  deletes: number
  /** Write transactions: one a batch's change, one an import. */
  transactions: number
  /** Imports sent twice at once. */
  duplicates: number
}

/** Picks what each change of a batch does: 6 creates, 3 edits and 1 delete in 10, once it has vendors. */
function kindOf(position: number, live: number): 'create' | 'update' | 'delete' {
  if (live >= 4 && position % 10 === 9) return 'delete'
  if (live > 0 && position % 3 === 1) return 'update'
  return 'create'
}

export async function runCatalogueWriter(o: WriterOptions): Promise<WriterTally> {
  const client = `feed-writer-${o.index}-${Date.now().toString(36)}`
  const tally: WriterTally = { creates: 0, updates: 0, deletes: 0, transactions: 0, duplicates: 0 }
  const live: number[] = [] // this writer's vendors that exist, by id
  let mutationId = 0
  let tempId = 0
  for (let b = 0; b < o.rounds; b++) {
    const mutations: PushMutation[] = []
    for (let p = 0; p < o.batchSize; p++) {
      const kind = kindOf(p, live.length)
      mutationId++
      if (kind === 'create') {
        mutations.push({ id: mutationId, name: 'vendor.create', entityId: --tempId, tempId, args: vendorBody({ name: `Feed w${o.index} v${-tempId}` }) })
        tally.creates++
      } else if (kind === 'update') {
        const id = live[(mutationId * 7919) % live.length]
        mutations.push({ id: mutationId, name: 'vendor.update', entityId: id, args: { description: `Edited by change ${mutationId} of writer ${o.index}` } })
        tally.updates++
      } else {
        const [id] = live.splice((mutationId * 104729) % live.length, 1)
        mutations.push({ id: mutationId, name: 'vendor.delete', entityId: id, args: {} })
        tally.deletes++
      }
    }
    const answer = await push(o.bases[(o.index + b) % o.bases.length], o, { client, mutations })
    const notApplied = answer.results.find((r) => r.outcome !== 'applied')
    if (answer.results.length !== mutations.length || notApplied) {
      throw new Error(`writer ${o.index}, round ${b}: a change did not apply: ${JSON.stringify(notApplied ?? answer.results.at(-1))}`)
    }
    tally.transactions += mutations.length
    const created = new Map(answer.ids.map((c) => [c.tempId, c.id]))
    for (const m of mutations) {
      if (m.tempId === undefined) continue
      const id = created.get(m.tempId)
      if (id === undefined) throw new Error(`writer ${o.index}, round ${b}: no answer gave the id of create ${m.tempId}`)
      live.push(id)
    }
    const vendors = Array.from({ length: o.importSize }, () => vendorBody({ name: `Feed w${o.index} v${-(--tempId)}` }))
    const targets = [o.bases[(o.index + b + 1) % o.bases.length]]
    if (b % o.duplicateEvery === o.duplicateEvery - 1) {
      targets.push(o.bases[(o.index + b + 2) % o.bases.length])
      tally.duplicates++
    }
    const importId = ++mutationId
    await Promise.all(targets.map((base) => importVendors(base, o, client, importId, vendors)))
    tally.creates += o.importSize
    tally.transactions++
  }
  return tally
}

const headersOf = (o: WriterOptions) => ({ 'Content-Type': 'application/json', Origin: o.origin, Cookie: o.cookie })

/** One import as the device's change `mutationId` (its replay answers as the change it was). */
async function importVendors(base: string, o: WriterOptions, client: string, mutationId: number, vendors: unknown[]): Promise<void> {
  const res = await fetch(`${base}/api/vendors/import`, {
    method: 'POST',
    headers: { ...headersOf(o), [CLIENT_HEADER]: client, [MUTATION_HEADER]: String(mutationId) },
    body: JSON.stringify({ vendors }),
  })
  const answer = await res.text()
  if (res.status !== 200 || (JSON.parse(answer) as { count?: number }).count !== vendors.length) {
    throw new Error(`writer ${o.index}: import ${mutationId} to ${base} answered ${res.status}: ${answer.slice(0, 300)}`)
  }
}

async function push(base: string, o: WriterOptions, batch: { client: string; mutations: PushMutation[] }): Promise<PushAnswer> {
  const res = await fetch(`${base}/api/sync/push`, {
    method: 'POST',
    headers: headersOf(o),
    body: JSON.stringify(batch),
  })
  if (res.status !== 200) throw new Error(`writer ${o.index}: push to ${base} answered ${res.status}: ${await res.text()}`)
  return await res.json() as PushAnswer
}
