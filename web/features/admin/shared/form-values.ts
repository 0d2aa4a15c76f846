// The types of the admin dialogs' values, derived from the schema inputs of sync/schemas so that each
// entity's field list is written once: an input holds text (numbers as typed, lists one per line or
// comma-separated), a checkbox a boolean, a choice of fixed words one of those words.

type FormValue<V> = [NonNullable<V>] extends [boolean] ? boolean : [NonNullable<V>] extends [string] ? NonNullable<V> : string

/** The dialog's value of each of `Field` of a schema's input type. */
export type FormValuesOf<Input, Field extends keyof Input = keyof Input> = { [F in Field]-?: FormValue<Input[F]> }

/** How a form turns a field's value into the input: text kept, a number read, a list split, a checkbox or a fixed choice as it is. */
export type FieldKind = 'text' | 'number' | 'list' | 'flag' | 'choice'

/** The fields of `kinds` (a map that names every field of a form once) holding `kind`, in its order. */
export function fieldsOf<M extends Record<string, FieldKind>, K extends FieldKind>(kinds: M, kind: K) {
  return (Object.keys(kinds) as (keyof M & string)[]).filter((f): f is { [F in keyof M]: M[F] extends K ? F : never }[keyof M] & string => {
    const fieldKind: FieldKind = kinds[f]
    return fieldKind === kind
  })
}
