// The handle's parameters (api/db/db-handle.ts: `?` positional, `@name` named in one object) written as
// PostgreSQL's numbered `$1..$n`. A `?` or `@` inside a string literal, a quoted name or a comment is
// text, not a parameter, and is left alone.

export interface NumberedQuery {
  text: string
  values: unknown[]
}

const cache = new Map<string, { text: string; names: string[] | null; positional: number }>()

/** `sql` with numbered parameters and the values in their order. */
export function numberParameters(sql: string, params: unknown[]): NumberedQuery {
  let parsed = cache.get(sql)
  if (!parsed) {
    parsed = parse(sql)
    if (cache.size < 5000) cache.set(sql, parsed)
  }
  if (parsed.names) {
    const named = params[0]
    if (params.length !== 1 || typeof named !== 'object' || named === null) throw new Error(`Named parameters take one object: ${sql}`)
    const values = parsed.names.map((name) => {
      if (!(name in named)) throw new Error(`Missing named parameter @${name}: ${sql}`)
      return (named as Record<string, unknown>)[name]
    })
    return { text: parsed.text, values }
  }
  if (params.length !== parsed.positional) throw new Error(`${parsed.positional} parameters expected, ${params.length} given: ${sql}`)
  return { text: parsed.text, values: params }
}

function parse(sql: string): { text: string; names: string[] | null; positional: number } {
  let text = ''
  let positional = 0
  const names: string[] = []
  let i = 0
  while (i < sql.length) {
    const c = sql[i]
    if (c === "'" || c === '"') {
      const end = closingQuote(sql, i, c)
      text += sql.slice(i, end)
      i = end
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i)
      const stop = end === -1 ? sql.length : end
      text += sql.slice(i, stop)
      i = stop
    } else if (c === '?') {
      text += `$${++positional}`
      i++
    } else if (c === '@' && /[A-Za-z_]/.test(sql[i + 1] ?? '')) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i + 1))![0]
      let index = names.indexOf(name)
      if (index === -1) index = names.push(name) - 1
      text += `$${index + 1}`
      i += name.length + 1
    } else {
      text += c
      i++
    }
  }
  if (positional && names.length) throw new Error(`A statement takes either ? or @name parameters, not both: ${sql}`)
  return { text, names: names.length ? names : null, positional }
}

/** The index just past the quote closing the one at `start` (a doubled quote is a quote inside). */
function closingQuote(sql: string, start: number, quote: string): number {
  let i = start + 1
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2
      else return i + 1
    } else i++
  }
  return sql.length
}
