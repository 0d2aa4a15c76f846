// The header's notifications bell, rendered on the server: its name says how many are unread (what a
// screen reader announces), the badge shows the count (99+ past 99) and none at 0; it opens /notifications.
import { ChakraProvider } from '@chakra-ui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { system } from '../../theme/system'
import { NotificationsButton } from './notifications-button'

const render = (unread: number) =>
  renderToStaticMarkup(<ChakraProvider value={system}><MemoryRouter><NotificationsButton unread={unread} /></MemoryRouter></ChakraProvider>)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
const badge = (html: string) => html.match(/data-testid="notification-count"[^>]*>([^<]*)</)?.[1]

describe('NotificationsButton', () => {
  it('names the unread count and shows it in a badge', () => {
    const html = render(3)
    expect(html).toMatch(/<a[^>]*aria-label="Notifications, 3 unread"[^>]*href="\/notifications"|<a[^>]*href="\/notifications"[^>]*aria-label="Notifications, 3 unread"/)
    expect(badge(html)).toBe('3')
    expect(badge(render(120))).toBe('99+')
  })

  it('shows no badge when nothing is unread', () => {
    const html = render(0)
    expect(html).toContain('aria-label="Notifications"')
    expect(badge(html)).toBeUndefined()
  })
})
