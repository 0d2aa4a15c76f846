// The comment box and its member picker, rendered on the server: the box is a text box tied to its
// label and hint that suggests from a list, closed while nothing is being mentioned; the picker is a listbox of members with the
// active one selected and each option's id for aria-activedescendant.
import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { system } from '../../../theme/system'
import { CommentComposer, MENTION_HINT } from './comment-composer'
import { MentionPicker, optionId } from './mention-picker'

const render = (node: ReactNode) => renderToStaticMarkup(<ChakraProvider value={system}>{node}</ChakraProvider>).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
const members = [{ userId: 1, username: 'ann.lee', name: 'Ann Lee' }, { userId: 2, username: 'bob', name: 'Bob Ode' }]

describe('MentionPicker', () => {
  it('lists the members as options of a listbox, the active one selected', () => {
    const html = render(<MentionPicker id="pick" members={members} active={1} onPick={() => undefined} />)
    expect(html).toMatch(/<ul[^>]*role="listbox"[^>]*aria-label="Members to mention"/)
    const options = [...html.matchAll(/<li([^>]*)>([\s\S]*?)<\/li>/g)]
    expect(options.map((o) => o[2].replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim())).toEqual(['Ann Lee @ann.lee', 'Bob Ode @bob'])
    expect(options.map((o) => /aria-selected="true"/.test(o[1]))).toEqual([false, true])
    expect(options[1][1]).toContain(`id="${optionId('pick', 1)}"`)
  })

  it('shows nothing when no member matches', () => {
    expect(render(<MentionPicker id="pick" members={[]} active={0} onPick={() => undefined} />)).toBe('')
  })
})

describe('CommentComposer', () => {
  it('is a labelled text box that suggests members, with the mention hint and a send button, closed at first', () => {
    const html = render(<CommentComposer label="Comment" submitLabel="Send" members={members} onSubmit={async () => undefined} />)
    const labelFor = html.match(/<label[^>]*for="([^"]+)"[^>]*>\s*Comment/)?.[1]
    expect(labelFor).toBeTruthy()
    expect(html).toMatch(new RegExp(`<textarea[^>]*id="${labelFor}"`))
    expect(html).toMatch(/<textarea[^>]*aria-autocomplete="list"/)
    expect(html).not.toMatch(/<textarea[^>]*aria-controls=/)
    expect(html).toMatch(/<textarea[^>]*maxlength="4000"/i)
    expect(html).toContain(MENTION_HINT)
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send<\/button>/)
  })
})
