// The notifications list, rendered on the server: each notification is a link to its board's thread
// naming who mentioned the person, on which item of which board, with the excerpt; unread ones say so in words.
import { ChakraProvider } from '@chakra-ui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Notification } from '../../../sync/schemas'
import { system } from '../../theme/system'
import { NotificationList, threadPath } from './notification-list'

const note = (id: number, readAt: string | null): Notification => ({
  id, version: 1, userId: 7, kind: 'mention', boardId: 3, itemId: 11, commentId: 40 + id, boardName: 'CRM shortlist', itemName: 'Acme CRM',
  authorName: 'Owen Park', excerpt: '@eve can you check <b>SSO</b>?', readAt, createdAt: '2026-11-27T10:00:00Z', updatedAt: '2026-11-27T10:00:00Z',
})
const render = (notifications: Notification[]) =>
  renderToStaticMarkup(<ChakraProvider value={system}><MemoryRouter><NotificationList notifications={notifications} onOpen={() => undefined} /></MemoryRouter></ChakraProvider>)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')

describe('NotificationList', () => {
  it('links each notification to the thread, saying who, where and what, and which are unread', () => {
    const html = render([note(1, null), note(2, '2026-11-27T11:00:00Z')])
    const items = [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1])
    expect(items).toHaveLength(2)
    expect(items[0]).toMatch(new RegExp(`<a[^>]*href="${threadPath({ kind: 'mention', boardId: 3, itemId: 11 }).replace('?', '\\?')}"[^>]*>Owen Park mentioned you on Acme CRM in CRM shortlist</a>`))
    expect(items[0]).toContain('Unread')
    expect(items[1]).not.toContain('Unread')
    expect(items[0]).toContain('&lt;b&gt;SSO&lt;/b&gt;')
  })

  it("links a request waiting for approval to its approval screen, naming who asks, for what, in which workspace", () => {
    const html = render([{ ...note(3, null), kind: 'approval-request', boardId: null, itemId: null, commentId: null, boardName: 'Acme Buying', itemName: 'Acme CRM', orderId: 55, workspaceId: 9, excerpt: '$100 · awaiting your approval' }])
    expect(html).toMatch(/<a[^>]*href="\/approvals\/55"[^>]*>Owen Park asks for your approval of Acme CRM in Acme Buying<\/a>/)
  })

  it('links a renewal reminder to the Renewals page, naming the subscription and its workspace', () => {
    const html = render([{ ...note(4, null), kind: 'renewal-reminder', boardId: null, itemId: null, commentId: null, boardName: 'Acme Buying', itemName: 'Zoom Business', subscriptionId: 8, workspaceId: 9, authorName: 'Vetted', excerpt: 'Give notice by Dec 31, 2026 (34 days left); it renews Mar 1, 2027' }])
    expect(html).toMatch(/<a[^>]*href="\/renewals\?workspace=9"[^>]*>Notice deadline near: Zoom Business in Acme Buying<\/a>/)
    expect(html).toContain('Give notice by Dec 31, 2026 (34 days left)')
  })

  it('says when there are none', () => {
    expect(render([])).toContain('No notifications yet.')
  })
})
