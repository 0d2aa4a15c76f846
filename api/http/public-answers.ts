// Answers to anonymous reads of the catalogue, kept while the database does not change, and given
// again without routing, validating or querying the row.
//
// Why an answer may be given again: a route opts in (`publicAnswersOf(db).json`) only when its answer
// is JSON text that depends on nothing but its URL and rows that change through versioned writes
// (api/db/repo.ts), each of which raises the feed version in the transaction that makes the change.
// An answer is kept with the database's generation (its epoch and feed version, read before the answer
// is made, so the answer is never older than it), and given only while a read of the generation at the
// call still finds that same one: no versioned write has committed since, in this process or any other
// on the same database, and no restore has replaced it (a restore renews the epoch). Any commit of a
// versioned write, whatever it changed, drops every kept answer.
//
// Who gets a kept answer: a GET by a caller without a session, once every API-wide check has passed
// (the front sequence in api/app.ts: protocol version, origin, session, body). Signed-in callers and
// every other method go to the route. Compression and the log line apply to a kept answer as to any.
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import type { Db } from '../db/connection'

/** Answers kept at most: a vendor's is about 1.5 kB; the oldest kept goes first. */
const MAX_ANSWERS = 2_000

const GENERATION_SQL = "SELECT epoch || ':' || version FROM sync_state WHERE id = 1"

interface Answer {
  contentType: string
  body: Buffer
}

class PublicAnswers {
  /** The generation every kept answer was made at, or null before the first. */
  private generation: string | null = null
  private readonly answers = new Map<string, Answer>()

  constructor(private readonly db: Db) {}

  private readGeneration(): Promise<string | undefined> {
    return this.db.value<string>(GENERATION_SQL)
  }

  /** Keeps answers of `generation` from now on, dropping those of any other. */
  private adopt(generation: string): void {
    if (generation === this.generation) return
    this.answers.clear()
    this.generation = generation
  }

  /** Front middleware: gives a kept answer to an anonymous GET of its URL while the database is unchanged. */
  serve(): RequestHandler {
    const answerKept = async (req: Request, res: Response, next: NextFunction) => {
      const generation = await this.readGeneration()
      if (generation === undefined) return next()
      this.adopt(generation)
      const answer = this.answers.get(req.originalUrl)
      if (!answer) return next()
      // As res.type('json').send(text) sends it: the same headers, in the same order.
      res.setHeader('Content-Type', answer.contentType)
      res.setHeader('Content-Length', String(answer.body.length))
      res.end(answer.body)
    }
    return (req: Request, res: Response, next: NextFunction) => {
      // No kept answer for this URL, or a caller who may be answered differently: on at once, with no
      // generation read and no promise made.
      if (req.method !== 'GET' || req.user || !this.answers.has(req.originalUrl)) return next()
      return answerKept(req, res, next)
    }
  }

  /**
   * A GET route whose answer is the JSON text `answer` gives (or the error it throws): the text depends
   * only on the URL and on rows changed by versioned writes. Anonymous GETs keep it for `serve`.
   */
  json(answer: (req: Request) => Promise<string>): RequestHandler {
    return async (req: Request, res: Response) => {
      const keep = req.method === 'GET' && !req.user
      const generation = keep ? await this.readGeneration() : undefined
      const text = await answer(req)
      res.type('json').send(text)
      if (generation === undefined) return
      this.adopt(generation)
      if (this.answers.size >= MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value!)
      this.answers.set(req.originalUrl, { contentType: String(res.getHeader('Content-Type')), body: Buffer.from(text) })
    }
  }
}

const byDatabase = new WeakMap<Db, PublicAnswers>()

/** The kept public answers of one database: the front middleware and the routes share them. */
export function publicAnswersOf(db: Db): PublicAnswers {
  let answers = byDatabase.get(db)
  if (!answers) byDatabase.set(db, (answers = new PublicAnswers(db)))
  return answers
}
