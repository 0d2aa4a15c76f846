// The admin forms' resolver: schema messages land on the field of the same name, typed strings become
// the schema's values, and a temporary (negative) parent id passes validation and comes back unchanged.
import { describe, expect, it } from 'vitest'
import { tierCreateSchema } from '../../../../sync/schemas'
import { linesToList, schemaResolver } from './schema-resolver'

type Values = { productId: number; name: string; features: string; sortOrder: string }
const resolver = schemaResolver(tierCreateSchema, (v: Values) => ({ ...v, features: linesToList(v.features) }), ['productId'])
const run = (values: Values) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })

describe('schemaResolver', () => {
  it("puts the schema's message on the field", async () => {
    const { errors } = await run({ productId: 3, name: '', features: '', sortOrder: '1' })
    expect(errors.name?.message).toBe('Tier name is required')
  })

  it('returns parsed values with a temporary parent id kept as it was', async () => {
    const { values, errors } = await run({ productId: -4, name: 'Team', features: 'SSO\n\n Audit log ', sortOrder: '2' })
    expect(errors).toEqual({})
    expect(values).toEqual({ productId: -4, name: 'Team', features: ['SSO', 'Audit log'], sortOrder: 2 })
  })

  it('reports a bad number on its field', async () => {
    const { errors } = await run({ productId: 3, name: 'Team', features: '', sortOrder: '1.5' })
    expect(errors.sortOrder?.message).toBe('Must be a whole number')
  })
})
