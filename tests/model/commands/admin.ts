// An administrator's catalogue writes in the model test, through the stores of web/data/admin the
// admin tabs call: vendors and products made, edited and deleted (a vendor with its products), blog
// posts made as drafts or published, published and unpublished, deleted; and the admin's choice on a
// conflict ("Keep mine" or "Take theirs").
import * as fc from 'fast-check'
import type { BlogPost, BlogPostInput, VendorInput } from '../../../sync/schemas'
import { removeProduct, removeVendor, saveProduct, saveVendor } from '../../../web/data/admin/admin-catalog'
import { deleteBlogPost, saveBlogPost } from '../../../web/data/admin/admin-content-blog'
import { resolveConflict } from '../../../web/sync/push/sender'
import type { World } from '../model-world'
import { PersonStep, pickFrom } from './step'

const dev = fc.nat(2)
const pick = fc.nat(1000)

abstract class AdminStep extends PersonStep {
  protected readonly adminOnly = true
}

class CreateVendor extends AdminStep {
  readonly kind = 'vendor create'
  protected async act(world: World) {
    return await this.write(world, 'vendor create', async (device) => {
      const tag = world.journal.newTag('v')
      const input = { name: tag, logoUrl: 'https://example.com/logo.png', category: 'security', description: 'Made in a history' } as VendorInput
      await saveVendor(null, input, device.main)
      const made = await device.main.vendors.filter((v) => v.name === tag).first()
      world.journal.record({ tag, kind: 'vendor', owner: 'admin', dbName: device.dbName, localId: made!.id })
      world.note(`    vendor ${tag} made as ${made!.id}`)
    })
  }
  toString() {
    return `d${this.dev} admin makes a vendor`
  }
}

class EditVendor extends AdminStep {
  readonly kind = 'vendor edit'
  /** `again`: the admin saves the form a second time (a correction) before anything is sent. */
  constructor(d: number, readonly pick: number, readonly n: number, readonly remove: boolean, readonly again = false) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'vendor edit', async (device) => {
      const vendor = pickFrom(await device.main.vendors.toArray(), this.pick)
      if (!vendor) return world.note('    no vendor')
      world.noteEdit('vendor', vendor.id, device.dbName)
      if (this.remove) {
        // Deleting a vendor deletes the products the admin's copy holds of it, each a queued delete.
        const products = await device.main.products.where('vendorId').equals(vendor.id).toArray()
        await removeVendor(vendor.id, device.main)
        world.journal.excuse(vendor.name, 'deleted by the admin')
        for (const product of products) world.journal.excuse(product.name, 'deleted with its vendor by the admin')
        if (vendor.id === world.ledgerProduct.vendorId) world.forgetLedgers('the ledger product\'s vendor was deleted')
      } else {
        await saveVendor(vendor, { name: vendor.name, description: `Edit ${this.n}` }, device.main)
        const saved = this.again && (await device.main.vendors.get(vendor.id))
        if (saved) await saveVendor(saved, { name: saved.name, description: `Edit ${this.n}, corrected` }, device.main)
      }
      world.note(`    vendor ${vendor.id} (${vendor.name}) ${this.remove ? 'deleted' : this.again ? 'edited twice' : 'edited'}`)
    })
  }
  toString() {
    return `d${this.dev} admin ${this.remove ? 'deletes' : this.again ? 'edits twice' : 'edits'} a vendor (pick ${this.pick}${this.remove ? '' : `, ${this.n}`})`
  }
}

class CreateProduct extends AdminStep {
  readonly kind = 'product create'
  constructor(d: number, readonly pick: number) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'product create', async (device) => {
      const vendor = pickFrom(await device.main.vendors.toArray(), this.pick)
      if (!vendor) return world.note('    no vendor')
      const tag = world.journal.newTag('p')
      await saveProduct(null, { vendorId: vendor.id, name: tag, category: 'crm', type: 'software' }, device.main)
      const made = await device.main.products.filter((p) => p.name === tag).first()
      world.journal.record({ tag, kind: 'product', owner: 'admin', dbName: device.dbName, localId: made!.id, vendorName: vendor.name })
      world.note(`    product ${tag} of vendor ${vendor.id} made as ${made!.id}`)
    })
  }
  toString() {
    return `d${this.dev} admin makes a product (pick ${this.pick})`
  }
}

class EditProduct extends AdminStep {
  readonly kind = 'product edit'
  /** `again`: the admin saves the form a second time (a correction) before anything is sent. */
  constructor(d: number, readonly pick: number, readonly n: number, readonly remove: boolean, readonly again = false) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'product edit', async (device) => {
      const product = pickFrom(await device.main.products.toArray(), this.pick)
      if (!product) return world.note('    no product')
      world.noteEdit('product', product.id, device.dbName)
      if (this.remove) {
        await removeProduct(product.id, device.main)
        world.journal.excuse(product.name, 'deleted by the admin')
        if (product.id === world.ledgerProduct.productId) world.forgetLedgers('the ledger product was deleted')
      } else {
        await saveProduct(product, { vendorId: product.vendorId, name: product.name, description: `Edit ${this.n}` }, device.main)
        const saved = this.again && (await device.main.products.get(product.id))
        if (saved) await saveProduct(saved, { vendorId: saved.vendorId, name: saved.name, description: `Edit ${this.n}, corrected` }, device.main)
      }
      world.note(`    product ${product.id} (${product.name}) ${this.remove ? 'deleted' : this.again ? 'edited twice' : 'edited'}`)
    })
  }
  toString() {
    return `d${this.dev} admin ${this.remove ? 'deletes' : this.again ? 'edits twice' : 'edits'} a product (pick ${this.pick}${this.remove ? '' : `, ${this.n}`})`
  }
}

const postInput = (post: BlogPost, over: Partial<BlogPostInput>): BlogPostInput =>
  ({ title: post.title, content: post.content, excerpt: post.excerpt, published: post.published, publishedAt: post.publishedAt, ...over })

class PostStep extends AdminStep {
  readonly kind = 'blog post'
  constructor(d: number, readonly pick: number, readonly op: 'draft' | 'publish' | 'toggle' | 'edit' | 'delete', readonly n: number) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'blog post', async (device) => {
      const db = device.main
      if (this.op === 'draft' || this.op === 'publish') {
        const tag = world.journal.newTag('post')
        await saveBlogPost({ title: tag, content: 'Text', published: this.op === 'publish' }, undefined, db)
        const made = await db.blogPosts.filter((p) => p.title === tag).first()
        world.journal.record({ tag, kind: 'blogPost', owner: 'admin', dbName: device.dbName, localId: made!.id })
        return world.note(`    post ${tag} made as ${made!.id} (${this.op === 'publish' ? 'published' : 'draft'})`)
      }
      const post = pickFrom(await db.blogPosts.toArray(), this.pick)
      if (!post) return world.note('    no post')
      world.noteEdit('blogPost', post.id, device.dbName)
      if (this.op === 'delete') {
        await deleteBlogPost(post.id, db)
        world.journal.excuse(post.title, 'deleted by the admin')
      } else {
        const change = this.op === 'toggle' ? { published: !post.published } : { excerpt: `Edit ${this.n}` }
        await saveBlogPost(postInput(post, change), post, db)
      }
      world.note(`    post ${post.id} (${post.title}, ${post.published ? 'published' : 'draft'}): ${this.op}`)
    })
  }
  toString() {
    return this.op === 'draft' || this.op === 'publish'
      ? `d${this.dev} admin writes a post (${this.op === 'draft' ? 'a draft' : 'published'})`
      : `d${this.dev} admin ${this.op === 'toggle' ? 'publishes or unpublishes' : this.op === 'edit' ? 'edits' : 'deletes'} a post (pick ${this.pick})`
  }
}

class ResolveConflict extends AdminStep {
  readonly kind = 'conflict choice'
  constructor(d: number, readonly pick: number, readonly mine: boolean) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'conflict choice', async (device) => {
      const conflict = pickFrom((await device.main.outbox.toArray()).filter((e) => e.status === 'conflict').map((e) => ({ ...e, id: e.seq! })), this.pick)
      if (!conflict) return world.note('    no conflict to resolve')
      await resolveConflict(device.main, conflict.seq!, this.mine ? 'mine' : 'theirs')
      world.note(`    ${conflict.name} of ${conflict.entity} ${conflict.entityId}: ${this.mine ? 'Keep mine' : 'Take theirs'}`)
    })
  }
  toString() {
    return `d${this.dev} admin chooses "${this.mine ? 'Keep mine' : 'Take theirs'}" on a conflict (pick ${this.pick})`
  }
}

export const adminCommands = [
  { weight: 2, arbitrary: dev.map((d) => new CreateVendor(d)) },
  { weight: 4, arbitrary: fc.tuple(dev, pick, fc.nat(99), fc.boolean(), fc.boolean()).map(([d, p, n, r, a]) => new EditVendor(d, p, n, r && n % 4 === 0, a)) },
  { weight: 2, arbitrary: fc.tuple(dev, pick).map(([d, p]) => new CreateProduct(d, p)) },
  { weight: 3, arbitrary: fc.tuple(dev, pick, fc.nat(99), fc.boolean(), fc.boolean()).map(([d, p, n, r, a]) => new EditProduct(d, p, n, r && n % 3 === 0, a)) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(dev, pick, fc.constantFrom('draft' as const, 'publish' as const, 'toggle' as const, 'toggle' as const, 'edit' as const, 'delete' as const), fc.nat(99))
      .map(([d, p, op, n]) => new PostStep(d, p, op, n)),
  },
  { weight: 2, arbitrary: fc.tuple(dev, pick, fc.boolean()).map(([d, p, mine]) => new ResolveConflict(d, p, mine)) },
]
