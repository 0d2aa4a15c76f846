import { describe, expect, it } from 'vitest'
import { mutationNamed } from './index'

/** The row a mutation leaves, given the row before it. */
const applied = (name: string, row: Record<string, unknown> | null, args: Record<string, unknown>) => mutationNamed(name).apply(row, args)

describe('the members\' mutations of boards and workspaces', () => {
  const sides = [
    { entity: 'boardMember', scope: { boardId: 4 }, path: '/api/boards/4/members' },
    { entity: 'workspaceMember', scope: { workspaceId: 9 }, path: '/api/workspaces/9/members' },
  ] as const
  for (const { entity, scope, path } of sides) {
    it(`calls ${path} for every ${entity} change, with the row changed at once`, () => {
      const row = { id: 7, status: 'invited', role: 'viewer' }
      expect(mutationNamed(`${entity}.invite`).rest({ ...scope, user: 'ann@example.com', role: 'viewer' }, 0))
        .toEqual({ method: 'POST', path, body: { user: 'ann@example.com', role: 'viewer' } })
      expect(applied(`${entity}.invite`, null, { ...scope, user: 'ann' })).toBeNull()
      expect(mutationNamed(`${entity}.accept`).rest(scope, 7)).toEqual({ method: 'POST', path: `${path}/7/accept`, body: {} })
      expect(applied(`${entity}.accept`, row, scope)).toEqual({ ...row, status: 'active' })
      expect(mutationNamed(`${entity}.decline`).rest(scope, 7)).toEqual({ method: 'POST', path: `${path}/7/decline`, body: {} })
      expect(applied(`${entity}.decline`, row, scope)).toBeNull()
      expect(mutationNamed(`${entity}.remove`).rest(scope, 7)).toEqual({ method: 'DELETE', path: `${path}/7` })
      expect(applied(`${entity}.remove`, row, scope)).toBeNull()
      expect(mutationNamed(`${entity}.setRole`).rest({ ...scope, role: 'admin' }, 7)).toEqual({ method: 'PATCH', path: `${path}/7`, body: { role: 'admin' } })
      expect(applied(`${entity}.setRole`, row, { ...scope, role: 'admin' })).toEqual({ ...row, role: 'admin' })
      expect(mutationNamed(`${entity}.invite`).entity).toBe(entity)
    })
  }
})
