// The few SQL fragments that no single text expresses on both engines (api/db/db-handle.ts): each
// helper answers the fragment for the database's engine. Everything else is one portable SQL text.
import type { Engine } from './db-handle'

type OnEngine = Engine | { readonly engine: Engine }

const engineOf = (on: OnEngine): Engine => (typeof on === 'string' ? on : on.engine)

/**
 * The elements of a JSON array given as the parameter `param` (a JSON.stringify'd list), as a
 * subquery of one column, `value`: `id IN ${jsonArrayValues(db, 'integer')}`.
 */
export function jsonArrayValues(on: OnEngine, type: 'integer' | 'text', param = '?'): string {
  if (engineOf(on) === 'sqlite') return `(SELECT value FROM json_each(${param}))`
  return type === 'integer' ? `(SELECT value::bigint FROM json_array_elements_text(${param}))` : `(SELECT value FROM json_array_elements_text(${param}))`
}

/** A JSON object of the given `'key', value` pairs, keys in that order. */
export function jsonObject(on: OnEngine, pairs: string[]): string {
  return engineOf(on) === 'sqlite' ? `json_object(${pairs.join(', ')})` : `json_build_object(${pairs.join(', ')})`
}

/** A text column holding JSON, as a JSON value inside jsonObject (not a string). */
export function jsonValue(on: OnEngine, expression: string): string {
  return engineOf(on) === 'sqlite' ? `json(${expression})` : `(${expression})::json`
}

/** A 0/1 column as JSON's true or false inside jsonObject. */
export function jsonBoolean(on: OnEngine, expression: string): string {
  return engineOf(on) === 'sqlite' ? `CASE WHEN ${expression} THEN json('true') ELSE json('false') END` : `(${expression} <> 0)`
}

/** The number at `key` of a JSON object kept as text, or NULL when it is absent or not a number. */
export function jsonNumberAt(on: OnEngine, column: string, key: string): string {
  if (engineOf(on) === 'sqlite') return `(CASE WHEN json_type(${column}, '$.${key}') IN ('integer', 'real') THEN json_extract(${column}, '$.${key}') END)`
  return `(CASE WHEN json_typeof(${column}::json -> '${key}') = 'number' THEN (${column}::json ->> '${key}')::numeric END)`
}

/** A constraint the statement broke, whatever the engine: a unique key, or a foreign key. */
export function constraintBroken(err: unknown): 'unique' | 'foreign-key' | null {
  const code = (err as { code?: unknown } | null)?.code
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') return 'unique'
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503') return 'foreign-key'
  return null
}

/** A value made once per engine (a statement's text built with these helpers): `const sql = perEngine((e) => ...)`, then `sql(db)`. */
export function perEngine<T>(make: (engine: Engine) => T): (on: OnEngine) => T {
  const made = new Map<Engine, T>()
  return (on) => {
    const engine = engineOf(on)
    if (!made.has(engine)) made.set(engine, make(engine))
    return made.get(engine)!
  }
}

/** The names of the tables (`name`), or of one table's columns (`name`, parameter `?`: the table). */
export function schemaQuery(on: OnEngine, what: 'tables' | 'columns'): string {
  if (engineOf(on) === 'sqlite') return what === 'tables' ? "SELECT name FROM sqlite_master WHERE type = 'table'" : 'SELECT name FROM pragma_table_info(?)'
  return what === 'tables'
    ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
    : 'SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?'
}

/**
 * Why the database refused a value a caller sent, when it is the value's fault: a text with a NUL
 * character or a number out of a column's range (PostgreSQL refuses both; SQLite stores them).
 */
export function valueRefused(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code
  if (code === '22021' || code === '22P05') return 'Text must not contain NUL characters'
  if (code === '22003') return 'A number is out of range'
  return null
}
