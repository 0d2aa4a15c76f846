import { describe, expect, it } from 'vitest'
import { describeActivity, relativeTime, type ActivityEntry } from './board-activity'

const names = { item: (id: number) => ({ 1: 'Acme CRM' } as Record<number, string>)[id] ?? `Item ${id}` }
const entry = (kind: ActivityEntry['kind'], detail: Record<string, unknown> = {}, userId = 7): ActivityEntry => ({ userId, actorName: 'Dana Lee', kind, detail })

describe('describeActivity', () => {
  it('says "You" for the reader and the actor’s name for everyone else', () => {
    expect(describeActivity(entry('item-added', { item: { itemId: 1 } }), 7, names)).toBe('You added Acme CRM')
    expect(describeActivity(entry('item-added', { item: { itemId: 1 } }), 8, names)).toBe('Dana Lee added Acme CRM')
  })
  it('words every kind, without ever a score', () => {
    expect(describeActivity(entry('weight-changed', { criterion: 'easeOfUse', before: 5, after: 8 }), 8, names)).toBe('Dana Lee changed the weight of Ease of Use from 5 to 8')
    expect(describeActivity(entry('criteria-changed', { criterion: 'uptime', before: null, after: 4 }), 8, names)).toBe('Dana Lee added the criterion uptime (weight 4)')
    expect(describeActivity(entry('criteria-changed', { criterion: 'securityCompliance', before: null, after: 5 }), 7, names)).toBe('You added the criterion Security & compliance (weight 5)')
    expect(describeActivity(entry('renamed', { before: 'A', after: 'B' }), 8, names)).toBe('Dana Lee renamed the board from “A” to “B”')
    expect(describeActivity(entry('item-removed', { item: { itemId: 1 }, undo: true }), 7, names)).toBe('You removed Acme CRM (undo)')
    expect(describeActivity(entry('submitted'), 8, names)).toBe('Dana Lee submitted their scorecard')
    expect(describeActivity(entry('reopened'), 7, names)).toBe('You reopened your scorecard')
    expect(describeActivity(entry('revealed'), 8, names)).toBe('Dana Lee revealed the results')
    expect(describeActivity(entry('member-invited', { name: 'Ben', role: 'evaluator' }), 8, names)).toBe('Dana Lee invited Ben as evaluator')
    expect(describeActivity(entry('member-joined'), 8, names)).toBe('Dana Lee joined the board')
    expect(describeActivity(entry('member-removed', { name: 'Ben' }), 8, names)).toBe('Dana Lee removed Ben from the board')
    expect(describeActivity(entry('member-left'), 8, names)).toBe('Dana Lee left the board')
    expect(describeActivity(entry('commented', { itemId: 1 }), 8, names)).toBe('Dana Lee commented on Acme CRM')
    expect(describeActivity(entry('decided', { itemId: 1 }), 8, names)).toBe('Dana Lee chose Acme CRM')
  })
})

describe('relativeTime', () => {
  const now = Date.parse('2026-11-27T15:00:00Z')
  it('counts minutes, hours and days, then gives the date', () => {
    expect(relativeTime('2026-11-27T14:59:30Z', now)).toBe('just now')
    expect(relativeTime('2026-11-27T14:59:00Z', now)).toBe('1 minute ago')
    expect(relativeTime('2026-11-27T14:55:00Z', now)).toBe('5 minutes ago')
    expect(relativeTime('2026-11-27T12:00:00Z', now)).toBe('3 hours ago')
    expect(relativeTime('2026-11-25T15:00:00Z', now)).toBe('2 days ago')
    expect(relativeTime('2026-10-01T12:00:00Z', now)).toBe('Oct 1, 2026')
  })
})
