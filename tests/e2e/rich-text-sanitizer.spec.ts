// Rich text in a real browser (ASVS 5.0 V1.3.1): a blog post whose HTML carries srcset, id and name
// attributes, SVG and MathML, a form and an event handler is shown as plain HTML only. DOMPurify runs
// with its HTML-only profile and srcset, id and name forbidden (web/components/rich-text.tsx): an id
// or name could clobber the page's globals (window.x, document.getElementById), and a srcset could
// load an image from another host past the src check. docs/security.md lists this test.
import { expect, test } from './base-test'
import { adminApi, runTag } from './content-helpers'

test('a blog post shows sanitized HTML: no srcset, id, name, SVG, MathML, forms or handlers', async ({ page }) => {
  const admin = await adminApi(test.info())
  const tag = runTag()
  const content = [
    `<p id="getElementById" name="cookie">Plain paragraph ${tag}</p>`,
    '<img src="/media/missing-logo.png" srcset="https://evil.example/tracker.png 1x" alt="Logo" id="logo" name="location">',
    '<a href="/vendors" id="main-content" name="vendors">Site link</a>',
    '<form id="f"><input name="password"></form>',
    '<svg><a href="javascript:alert(1)"><text>svg link</text></a></svg>',
    '<math><mi>m</mi></math>',
    '<img src="broken-image" onerror="window.__sanitizerBroken = true">',
  ].join('')
  const post = await admin.create<{ id: number; slug: string }>('/api/blog/posts', {
    title: `Sanitizer ${tag}`, slug: `sanitizer-${tag}`, content, published: true, authorName: 'Vetted Team',
  })
  try {
    await page.goto(`/blog/${post.slug}`)
    const body = page.getByTestId('post-content')
    await expect(body.getByText(`Plain paragraph ${tag}`)).toBeVisible({ timeout: 20_000 })
    const html = await body.innerHTML()
    expect(html).not.toMatch(/srcset|\sid=|\sname=|<svg|<math|<form|<input|onerror|javascript:/i)
    await expect(body.locator('img[alt="Logo"]')).toHaveAttribute('src', '/media/missing-logo.png')
    await expect(body.getByRole('link', { name: 'Site link' })).toHaveAttribute('href', '/vendors')
    expect(await page.evaluate(() => typeof document.getElementById)).toBe('function')
    expect(await page.evaluate(() => (window as unknown as { __sanitizerBroken?: boolean }).__sanitizerBroken)).toBeUndefined()
  } finally {
    await admin.cleanUp()
  }
})
