import { describe, expect, it } from 'vitest'
import { ROW_SCHEMAS } from '../schemas/rows'
import { ACCOUNT_ENTITIES, ENTITIES, PER_USER_ENTITIES, PUBLISHABLE_ENTITIES, WORKSPACE_ENTITIES, SYNC_ENTITIES, TEAM_ENTITIES, audienceOfChange, referencesOf, withDefaults, withoutJoined } from './index'

describe('the entity registry', () => {
  it('names each entity by its key, with a row schema holding every field it mentions', () => {
    for (const entity of SYNC_ENTITIES) {
      const d = ENTITIES[entity]
      expect(d.name).toBe(entity)
      const fields = Object.keys(ROW_SCHEMAS[entity].shape)
      const mentioned = [
        ...('ownerField' in d ? [d.ownerField] : []),
        ...('boardField' in d ? [d.boardField] : []),
        ...('references' in d ? d.references.map((r) => r.field) : []),
        ...('defaults' in d ? Object.keys(d.defaults) : []),
        ...('joined' in d ? d.joined : []),
        ...('drafts' in d ? ['published'] : []),
      ]
      for (const field of mentioned) expect(fields, `${entity}.${field}`).toContain(field)
    }
  })

  it('points references at registered entities only', () => {
    for (const entity of SYNC_ENTITIES) {
      for (const ref of referencesOf(entity)) {
        expect([...SYNC_ENTITIES, 'byItemType', 'byType'], `${entity}.${ref.field}`).toContain(ref.to)
      }
    }
  })

  it('gives every entity of one owner an owner field, and distinct tables', () => {
    for (const entity of PER_USER_ENTITIES) expect(ENTITIES[entity], entity).toHaveProperty('ownerField')
    const tables = SYNC_ENTITIES.map((e) => ENTITIES[e].table)
    expect(new Set(tables).size).toBe(tables.length)
    expect(new Set(SYNC_ENTITIES.map((e) => ENTITIES[e].local.table)).size).toBe(tables.length)
  })

  it('derives the lists the two sides use', () => {
    expect(PER_USER_ENTITIES).toEqual(['favorite', 'cartLine', 'board', 'order', 'vendorNote', 'boardMember', 'boardScore', 'boardComment', 'notification', 'boardActivity', 'workspace', 'workspaceMember', 'approvalStep', 'subscription'])
    expect(WORKSPACE_ENTITIES).toEqual(['order', 'workspace', 'workspaceMember', 'approvalStep', 'subscription'])
    expect(TEAM_ENTITIES).toEqual(['board', 'boardMember', 'boardScore', 'boardComment', 'boardActivity'])
    expect(PUBLISHABLE_ENTITIES).toEqual(['blogPost', 'resource'])
    expect(ACCOUNT_ENTITIES).toEqual(['favorite', 'cartLine', 'board', 'order', 'user', 'vendorNote', 'boardMember', 'boardScore', 'boardComment', 'notification', 'boardActivity', 'workspace', 'workspaceMember', 'approvalStep', 'subscription'])
  })

  it('sends a draft that stays a draft to admins only, and a published change to everyone', () => {
    expect(audienceOfChange('blogPost', false)).toBe('admins')
    expect(audienceOfChange('blogPost', true)).toBe('everyone')
    expect(audienceOfChange('vendor', false)).toBe('everyone')
    expect(audienceOfChange('favorite', true)).toBe('owner')
    expect(audienceOfChange('user', true)).toBe('admins')
  })

  it('fills a new row with the defaults under what the writer gave', () => {
    expect(withDefaults('pricingOption', { currency: 'EUR', price: 9 })).toMatchObject({ currency: 'EUR', price: 9, setupFee: 0, minimumUsers: 1 })
    expect(withDefaults('category', { name: 'X' })).toEqual({ name: 'X' })
  })

  it('takes the fields REST answers join from other tables off a row, and leaves other rows as they are', () => {
    expect(withoutJoined('favorite', { id: 1, version: 2, itemType: 'vendor', itemId: 3, item: { name: 'V' } })).toEqual({ id: 1, version: 2, itemType: 'vendor', itemId: 3 })
    expect(withoutJoined('product', { id: 4, name: 'P', vendor: { id: 3 } })).toEqual({ id: 4, name: 'P' })
    const board = { id: 5, name: 'B', items: [] }
    expect(withoutJoined('board', board)).toBe(board)
  })
})
