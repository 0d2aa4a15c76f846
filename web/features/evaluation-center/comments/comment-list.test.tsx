// A thread's markup, rendered on the server: a comment still queued on this device says "Waiting to
// sync" (a temporary id, or a change in the outbox), an edited one says "(edited)", only one's own
// comments offer Edit and Delete, and text with markup shows as text.
import { ChakraProvider } from '@chakra-ui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { BoardComment } from '../../../../sync/schemas'
import { system } from '../../../theme/system'
import { CommentList } from './comment-list'

const comment = (id: number, userId: number, text: string, editedAt: string | null = null): BoardComment => ({
  id, version: 1, boardId: 3, itemId: 1, userId, authorName: userId === 7 ? 'Eve Stone' : 'Owen Park', authorUsername: userId === 7 ? 'eve' : 'owen',
  text, editedAt, createdAt: '2026-11-27T10:00:00Z', updatedAt: '2026-11-27T10:00:00Z',
})
const render = (props: Parameters<typeof CommentList>[0]) =>
  renderToStaticMarkup(<ChakraProvider value={system}><CommentList {...props} /></ChakraProvider>).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
const items = (html: string) => [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim())

describe('CommentList', () => {
  const comments = [comment(-4, 7, 'Written on the train'), comment(5, 7, 'Edit queued', '2026-11-27T11:00:00Z'), comment(6, 8, 'Sent long ago @eve')]

  it('marks a comment waiting while it has a temporary id or a queued change, and an edited one', () => {
    const [train, queued, sent] = items(render({ comments, waiting: new Set([5]), meId: 7, canEdit: true }))
    expect(train).toContain('Waiting to sync')
    expect(queued).toContain('Waiting to sync')
    expect(queued).toContain('(edited)')
    expect(sent).not.toContain('Waiting to sync')
    expect(sent).not.toContain('(edited)')
  })

  it("offers Edit and Delete on one's own comments only, and no Edit to someone who may no longer comment", () => {
    const html = render({ comments, waiting: new Set(), meId: 7, canEdit: true, onEdit: () => undefined, onDelete: () => undefined })
    const [train, queued, sent] = items(html)
    expect(train).toMatch(/Edit Delete$/)
    expect(queued).toMatch(/Edit Delete$/)
    expect(sent).not.toMatch(/Edit|Delete/)
    const viewer = items(render({ comments, waiting: new Set(), meId: 7, canEdit: false, onEdit: () => undefined, onDelete: () => undefined }))
    expect(viewer[0]).toMatch(/train Delete$/)
    expect(viewer[0]).not.toContain('Edit ')
  })

  it('shows markup as text and sets mentions apart', () => {
    const html = render({ comments: [comment(9, 8, '<img src=x onerror=alert(1)> ask @eve')], waiting: new Set(), meId: null, canEdit: false })
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toMatch(/<span[^>]*>@eve<\/span>/)
  })

  it('says when a thread is empty', () => {
    expect(render({ comments: [], waiting: new Set(), meId: 7, canEdit: true })).toContain('No comments yet.')
  })
})
