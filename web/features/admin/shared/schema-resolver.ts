// A react-hook-form resolver over a zod schema from sync/schemas, for forms whose inputs are strings
// (numbers typed, lists one per line): `toInput` turns the form's values into the schema's input, and
// the schema's messages land on the field of the same name. Rows created offline carry temporary
// (negative) ids; the schemas want positive ids, so `localRefs` fields holding one are checked with a
// stand-in and handed back unchanged (the sync engine re-keys them when the parent row lands).
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

export function schemaResolver<TForm extends FieldValues, TOut>(
  schema: z.ZodType<TOut>,
  toInput: (values: TForm) => Record<string, unknown>,
  localRefs: string[] = [],
): Resolver<TForm, unknown, TOut> {
  return (values) => {
    const input = toInput(values)
    const kept: Record<string, number> = {}
    for (const field of localRefs) {
      const v = input[field]
      if (typeof v === 'number' && v < 0) {
        kept[field] = v
        input[field] = 1
      }
    }
    const result = schema.safeParse(input)
    if (result.success) return Promise.resolve({ values: { ...(result.data as object), ...kept } as TOut, errors: {} })
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root')
      errors[field] ??= { type: issue.code, message: issue.message }
    }
    return Promise.resolve({ values: {}, errors: errors as FieldErrors<TForm> })
  }
}

/** A textarea's lines as a list: trimmed, blanks dropped. */
export const linesToList = (text: string | undefined): string[] =>
  (text ?? '').split('\n').map((s) => s.trim()).filter(Boolean)

export const listToLines = (list: readonly string[] | null | undefined): string => (list ?? []).join('\n')

/** An optional number typed in an input: '' means no value (null). */
export const optionalNumber = (text: string | undefined): string | null => ((text ?? '').trim() === '' ? null : (text ?? '').trim())

export const numberText = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n))
