// The one form field every form uses (admin, auth, profile, contact, boards), rendered on the server:
// the label tied to its input, the required mark or "(optional)", the helper only while there is no
// error, and the error announced (aria-invalid, a polite live region; Chakra adds aria-describedby
// once mounted in the browser).
import { ChakraProvider, Input } from '@chakra-ui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { system } from '../../theme/system'
import { FormField } from './form-field'

type Props = Parameters<typeof FormField>[0]
const render = (props: Omit<Props, 'children'>) =>
  renderToStaticMarkup(<ChakraProvider value={system}><FormField {...props}><Input /></FormField></ChakraProvider>)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()

describe('FormField', () => {
  it('ties the label to the input', () => {
    const html = render({ label: 'Name' })
    const labelFor = html.match(/<label[^>]*for="([^"]+)"/)?.[1]
    expect(labelFor).toBeTruthy()
    expect(html).toMatch(new RegExp(`<input[^>]*id="${labelFor}"`))
  })
  it('marks a required field to assistive technology and shows the required mark', () => {
    const html = render({ label: 'Name', required: true })
    expect(html).toMatch(/<input[^>]*required=""/)
    expect(text(html)).toBe('Name *')
  })
  it('says "(optional)" after an optional field\'s label', () => {
    expect(text(render({ label: 'Company', optional: true }))).toBe('Company (optional)')
  })
  it('shows the helper only while there is no error', () => {
    expect(text(render({ label: 'Password', helper: 'At least 8 characters.' }))).toBe('Password At least 8 characters.')
    expect(text(render({ label: 'Password', helper: 'At least 8 characters.', error: 'Password is too short' }))).toBe('Password Password is too short')
  })
  it('announces the error: the input is invalid and the error text is a polite live region', () => {
    const html = render({ label: 'Email', error: 'Enter a valid email' })
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/)
    expect(html).toMatch(/<span[^>]*data-part="error-text"[^>]*aria-live="polite"[^>]*>Enter a valid email<\/span>/)
    expect(render({ label: 'Email' })).not.toContain('aria-invalid')
  })
})
