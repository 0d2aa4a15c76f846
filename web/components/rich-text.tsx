// Rich text written by admins (blog posts, resources), rendered safely: DOMPurify, with its HTML-only
// profile (no SVG or MathML, whose parsing quirks are where sanitizer bypasses live), removes scripts,
// event handlers (onerror, onclick ...), javascript: URLs, forms and embeds before anything reaches the
// DOM. `id` and `name` are dropped so stored HTML cannot clobber the page's own globals or elements
// (DOM clobbering), and `srcset` so an image cannot load from another host past the src check below.
// Images may only come from this site or inline data (the app never loads from other hosts), and links
// to other sites open in a new tab without access to this one.
import { Box, type BoxProps } from '@chakra-ui/react'
import DOMPurify from 'dompurify'
import { useMemo } from 'react'

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'link', 'meta', 'base']
const FORBID_ATTR = ['style', 'srcset', 'id', 'name']

const isSameOriginOrData = (url: string) => {
  if (url.startsWith('data:image/')) return true
  try {
    return new URL(url, window.location.href).origin === window.location.origin
  } catch {
    return false
  }
}

let hooked = false
function addHooksOnce() {
  if (hooked) return
  hooked = true
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      if (!isSameOriginOrData(node.getAttribute('src') ?? '')) node.remove()
      // An image the author gave no description is treated as decorative, so readers skip it.
      else if (!node.hasAttribute('alt')) node.setAttribute('alt', '')
    }
    if (node.tagName === 'A' && node.hasAttribute('href') && !isSameOriginOrData(node.getAttribute('href')!)) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
}

/** The cleaned HTML (exported for tests and for plain-text uses). */
export function sanitizeRichText(html: string | null | undefined): string {
  addHooksOnce()
  return DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true }, FORBID_TAGS, FORBID_ATTR })
}

const proseStyles: BoxProps['css'] = {
  lineHeight: '1.75',
  fontSize: { base: 'md', md: 'lg' },
  '& > * + *': { marginTop: '1em' },
  '& h2': { fontSize: '1.5em', fontWeight: 'bold', lineHeight: '1.3', marginTop: '1.5em' },
  '& h3': { fontSize: '1.25em', fontWeight: 'semibold', lineHeight: '1.4', marginTop: '1.25em' },
  '& ul, & ol': { paddingInlineStart: '1.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '0.35em' },
  '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'border.emphasized', paddingInlineStart: '1em', color: 'fg.muted' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', padding: '0.4em 0.75em' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', background: 'bg.muted', paddingInline: '0.25em', borderRadius: 'sm' },
}

/** Admin-written HTML as page content, sanitized first. */
export function RichText({ html, ...rest }: { html: string | null | undefined } & BoxProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html])
  return <Box css={proseStyles} overflowWrap="anywhere" {...rest} dangerouslySetInnerHTML={{ __html: clean }} />
}
