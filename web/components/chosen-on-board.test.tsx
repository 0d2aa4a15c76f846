// "Chosen on board <name>" (the subscribe screen, the request sent, the orders lists): the words, and a
// link back to the board.
import { ChakraProvider } from '@chakra-ui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { expect, it } from 'vitest'
import { system } from '../theme/system'
import { ChosenOnBoard } from './chosen-on-board'

it('says which board the product was chosen on and links to it', () => {
  const html = renderToStaticMarkup(
    <ChakraProvider value={system}><MemoryRouter><ChosenOnBoard boardId={12} boardName="CRM <shortlist>" /></MemoryRouter></ChakraProvider>,
  ).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
  expect(html.replace(/<[^>]+>/g, '')).toBe('Chosen on board CRM &lt;shortlist&gt;')
  expect(html).toMatch(/<a[^>]*href="\/evaluation-center\/12"[^>]*>CRM &lt;shortlist&gt;<\/a>/)
})
