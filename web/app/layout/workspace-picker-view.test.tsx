// The header's workspace picker, rendered on the server: nothing for a person with no workspace (they
// work alone); otherwise "Working alone" and each workspace, the current one selected.
import { ChakraProvider } from '@chakra-ui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { system } from '../../theme/system'
import { WorkspacePickerView } from './workspace-picker-view'

const render = (workspaces: { id: number; name: string }[], currentId: number | null) =>
  renderToStaticMarkup(<ChakraProvider value={system}><MemoryRouter><WorkspacePickerView workspaces={workspaces} currentId={currentId} onPick={() => undefined} /></MemoryRouter></ChakraProvider>)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')

describe('WorkspacePickerView', () => {
  it('shows nothing to a person with no workspace', () => {
    expect(render([], null)).toBe('')
  })

  it('lists "Working alone" and each workspace, with the current one selected and a link to it', () => {
    const html = render([{ id: 3, name: 'Acme Buying' }, { id: 9, name: 'Beta Ops' }], 9)
    expect(html).toContain('aria-label="Current workspace"')
    expect([...html.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1])).toEqual(['Working alone', 'Acme Buying', 'Beta Ops'])
    expect(html).toMatch(/<select[^>]*>/)
    expect(html).toMatch(/<option value="9" selected="">Beta Ops<\/option>|<select[^>]*value="9"/)
    expect(html).toMatch(/href="\/workspaces\/9"/)
  })
})
