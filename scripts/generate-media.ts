// Writes the demo catalogue's media into web/public/media: vendor and product logos, app screenshots,
// and covers for resources and blog posts. Deterministic: the same data always gives the same files,
// so the output is committed and nothing is ever loaded from another host.
//   node --import tsx scripts/generate-media.ts
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { slugify } from '../sync/rules/slugify'
import { BLOG_CATEGORIES, BLOG_POSTS } from '../api/db/seed/data/blog'
import { DEMO_PRODUCTS, DEMO_VENDORS } from '../api/db/seed/data/catalog'
import { RESOURCES, type ResourceKind } from '../api/db/seed/data/resources'
import type { Screenshot } from '../api/db/seed/data/types'
import { blogCoverPath, productLogoPath, resourceCoverPath, screenshotPath, vendorLogoPath } from '../api/db/seed/media-paths'
import { cover } from './media/covers'
import { productLogo, vendorLogo } from './media/logos'
import { alerts, analytics, dashboard, dataTable, kanban, settings } from './media/screens-app'
import { appliance, laptop, terminal } from './media/screens-hardware'
import { calendar, campaign, invoice, orgChart } from './media/screens-more'

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public')
/** Folders this script owns entirely (web/public/media/resources holds hand-written downloads). */
const GENERATED = ['media/logos', 'media/screenshots', 'media/covers']

const SCREENS: Record<Screenshot, () => string> = {
  dashboard, analytics, 'data-table': dataTable, settings, alerts, kanban, calendar, invoice, campaign,
  'org-chart': orgChart, 'hardware-appliance': appliance, 'hardware-laptop': laptop, 'hardware-terminal': terminal,
}

const KIND_COLOURS: Record<ResourceKind, { label: string; colour: string }> = {
  video: { label: 'Video', colour: '#7C3AED' },
  webinar: { label: 'Webinar', colour: '#DB2777' },
  ebook: { label: 'eBook', colour: '#0F766E' },
  guide: { label: 'Guide', colour: '#1D4ED8' },
  template: { label: 'Template', colour: '#B45309' },
}

function write(sitePath: string, content: string): number {
  const file = join(PUBLIC, sitePath)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  return content.length
}

function main(): void {
  for (const dir of GENERATED) rmSync(join(PUBLIC, dir), { recursive: true, force: true })
  const sizes: number[] = []
  for (const v of DEMO_VENDORS) sizes.push(write(vendorLogoPath(slugify(v.name)), vendorLogo(v.name)))
  for (const p of DEMO_PRODUCTS.filter((p) => p.ownLogo)) sizes.push(write(productLogoPath(slugify(p.name)), productLogo(p.name)))
  for (const [name, draw] of Object.entries(SCREENS)) sizes.push(write(screenshotPath(name), draw()))
  for (const r of RESOURCES) {
    const { label, colour } = KIND_COLOURS[r.kind]
    sizes.push(write(resourceCoverPath(slugify(r.title)), cover(r.title, label, colour)))
  }
  for (const post of BLOG_POSTS) {
    const category = BLOG_CATEGORIES.find((c) => c.slug === post.category)
    sizes.push(write(blogCoverPath(slugify(post.title)), cover(post.title, category?.name ?? 'Blog', category?.color ?? '#2563EB')))
  }
  console.log(`Wrote ${sizes.length} SVG files to ${join(PUBLIC, 'media')} (largest ${Math.max(...sizes)} bytes)`)
}

main()
