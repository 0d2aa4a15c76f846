// What the model test expects of the server, written as the history runs (docs/testing.md, "The model
// test"). Every row a person creates carries a tag (a board's name, an order's notes, a vendor's name,
// a note's text...), so the server can be asked how many times it holds it. A tag is a write that must
// be there exactly once, until something in the history excuses its absence: a delete of it, a refusal
// shown to its person, their choice to discard it, a restore of a backup taken before it landed, its
// vendor deleted. A tag is never allowed twice, unless its person chose to send again a change the
// server may already have applied (a review after the server forgot the device). A buyer's "ledger"
// line of the cart only ever grows by additions, so its quantity on the server must be their sum.
import type { Db } from '../../api/db/connection'
import type { SyncEntity } from '../../sync/entities'
import type { Person } from './model-server'

export type TagKind = 'board' | 'order' | 'vendorNote' | 'vendor' | 'product' | 'blogPost'

const COUNT_SQL: Record<TagKind, string> = {
  board: "SELECT COUNT(*) FROM boards WHERE name = @tag OR name LIKE @tag || ' ~%'",
  order: 'SELECT COUNT(*) FROM orders WHERE notes = @tag',
  vendorNote: "SELECT COUNT(*) FROM vendor_notes WHERE text = @tag OR text LIKE @tag || ' ~%'",
  vendor: 'SELECT COUNT(*) FROM vendors WHERE name = @tag',
  product: 'SELECT COUNT(*) FROM products WHERE name = @tag',
  blogPost: 'SELECT COUNT(*) FROM blog_posts WHERE title = @tag',
}

export interface TagRecord {
  tag: string
  kind: TagKind
  owner: Person
  /** The database of the device it was made on, and its temporary id there. */
  dbName: string
  localId: number
  /** Why it may be missing (null: it must be there once). */
  excused: string | null
  /** How many times the server may hold it. */
  maxCount: number
  /** The vendor it belongs to (a product, a note): gone with it. A tag, or a seed vendor's name. */
  vendorName?: string
  /** The server held it at some point. */
  seen: boolean
}

export interface Ledger {
  quantity: number
  /** False once something made the sum unknowable (a refusal, a discard, a clear, a restore...). */
  known: boolean
  why?: string
}

export class Journal {
  private serial = 0
  readonly tags = new Map<string, TagRecord>()
  readonly ledgers = new Map<Person, Ledger>()

  newTag(prefix: string): string {
    return `#${prefix}${++this.serial}`
  }

  record(tag: Omit<TagRecord, 'excused' | 'maxCount' | 'seen'>): void {
    this.tags.set(tag.tag, { ...tag, excused: null, maxCount: 1, seen: false })
  }

  excuse(tag: string | undefined, why: string): void {
    const record = tag === undefined ? undefined : this.tags.get(tag)
    if (record && record.excused === null) record.excused = why
  }

  /** The tag made on this device under this temporary id, if any. */
  byLocalId(dbName: string, entity: SyncEntity, localId: number): TagRecord | undefined {
    for (const t of this.tags.values()) if (t.dbName === dbName && t.localId === localId && t.kind === entity) return t
    return undefined
  }

  async serverCount(db: Db, tag: TagRecord): Promise<number> {
    return await db.value(COUNT_SQL[tag.kind], { tag: tag.tag }) as number
  }

  ledger(person: Person): Ledger {
    let ledger = this.ledgers.get(person)
    if (!ledger) this.ledgers.set(person, (ledger = { quantity: 0, known: true }))
    return ledger
  }

  forgetLedger(person: Person, why: string): void {
    const ledger = this.ledger(person)
    if (ledger.known) Object.assign(ledger, { known: false, why })
  }
}
