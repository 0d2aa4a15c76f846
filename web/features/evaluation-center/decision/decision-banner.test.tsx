// The decision banner's markup, rendered on the server: the chosen vendor, who decided and when, the
// rationale as text (markup in it is shown, never run), the frozen note, and the links on: subscribe
// to each chosen product with the board named, print, and reopen for the owner only.
import { ChakraProvider } from '@chakra-ui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { system } from '../../../theme/system'
import { DecisionBanner, FROZEN_NOTE, type DecisionBannerProps } from './decision-banner'
import { subscribePath } from './decision-section'

const props: DecisionBannerProps = {
  chosen: 'Acme CRM',
  rationale: 'Best support <img src=x onerror=alert(1)>\nand the lowest price',
  decidedBy: 'Ana Lima',
  decidedAt: '2026-11-27T10:00:00.000Z',
  subscribe: [{ name: 'Acme Sales', to: subscribePath(12, 40) }, { name: 'Acme Service', to: subscribePath(12, 41, 7) }],
  onPrint: () => undefined,
}

const render = (p: DecisionBannerProps) => renderToStaticMarkup(
  <ChakraProvider value={system}><MemoryRouter><DecisionBanner {...p} /></MemoryRouter></ChakraProvider>,
).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()

describe('DecisionBanner', () => {
  it('names the chosen vendor, who decided and when, and says the board is frozen', () => {
    const shown = text(render(props))
    expect(shown).toContain('Decision Chosen: Acme CRM')
    expect(shown).toContain('Decided by Ana Lima on Nov 27, 2026')
    expect(shown).toContain(FROZEN_NOTE)
    expect(render(props)).toMatch(/<h2[^>]*id="decision-heading"[^>]*>Chosen: Acme CRM<\/h2>/)
  })

  it('shows the rationale as text: its markup is escaped, not run', () => {
    const html = render(props)
    expect(html).toContain('Best support &lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<img')
  })

  it("links to subscribing to each chosen product with the board named, and offers print; reopen only for the owner", () => {
    const html = render(props)
    expect(html).toContain('href="/subscribe/40?board=12"')
    expect(html).toContain('href="/subscribe/41?board=12&amp;option=7"')
    expect(text(html)).toContain('Subscribe to Acme Sales')
    expect(text(html)).toContain('Print decision')
    expect(text(html)).not.toContain('Reopen decision')
    expect(text(render({ ...props, onReopen: () => undefined }))).toContain('Reopen decision')
  })

  it('says when the catalogue has no plan of the chosen vendor to subscribe to', () => {
    expect(text(render({ ...props, subscribe: [] }))).toContain('No plan of Acme CRM is in the catalogue to subscribe to')
  })
})
