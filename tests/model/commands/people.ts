// People's writes in the model test, each through the real store of web/data/account that a screen
// calls: favourites, cart lines, boards (their items and weights), subscription requests and their
// cancels, private vendor notes. The tab is the device's first unless a step says otherwise.
import * as fc from 'fast-check'
import { createBoard, deleteBoard, renameBoard, setBoardItems, setBoardWeights } from '../../../web/data/account/boards'
import { addToCart, clearCart, removeLine, setQuantity } from '../../../web/data/account/cart'
import { toggleFavorite } from '../../../web/data/account/favorites'
import { cancelRequest } from '../../../web/data/account/orders'
import { requestSubscription } from '../../../web/data/account/orders-request'
import { deleteVendorNote, saveVendorNote } from '../../../web/data/account/vendor-notes'
import type { World } from '../model-world'
import { PersonStep, pickFrom, tagIn } from './step'

const dev = fc.nat(2)
const pick = fc.nat(1000)

class ToggleFavourite extends PersonStep {
  readonly kind = 'favourite'
  constructor(d: number, readonly pick: number, readonly product: boolean) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'favourite', async (device) => {
      const db = device.main
      const item = this.product ? pickFrom(await db.products.toArray(), this.pick) : pickFrom(await db.vendors.toArray(), this.pick)
      if (!item) return world.note('    nothing to favourite')
      const saved = await toggleFavorite(this.product ? 'product' : 'vendor', item.id, db)
      world.note(`    ${saved ? 'saved' : 'removed'} ${this.product ? 'product' : 'vendor'} ${item.id}`)
    })
  }
  toString() {
    return `d${this.dev} toggles a favourite ${this.product ? 'product' : 'vendor'} (pick ${this.pick})`
  }
}

class AddToCart extends PersonStep {
  readonly kind = 'cart add'
  constructor(d: number, readonly ledger: boolean, readonly pick: number, readonly quantity: number) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'cart add', async (device, person) => {
      const db = device.main
      const { productId, tierId } = world.ledgerProduct
      const product = this.ledger ? { id: productId } : pickFrom((await db.products.toArray()).filter((p) => p.id !== productId), this.pick)
      if (!product) return world.note('    no product to add')
      const message = await addToCart({ productId: product.id, tierId: this.ledger ? tierId : null, quantity: this.quantity }, db)
      if (this.ledger) world.journal.ledger(person).quantity += this.quantity
      world.note(`    added ${this.quantity} of product ${product.id}: ${message}`)
    })
  }
  toString() {
    return `d${this.dev} adds ${this.quantity} of ${this.ledger ? 'the ledger product' : `a product (pick ${this.pick})`} to the cart`
  }
}

class ChangeCartLine extends PersonStep {
  readonly kind = 'cart change'
  constructor(d: number, readonly pick: number, readonly op: 'set' | 'remove' | 'clear', readonly quantity: number) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'cart change', async (device, person) => {
      const db = device.main
      if (this.op === 'clear') {
        world.journal.forgetLedger(person, 'the cart was cleared')
        return world.note(`    ${await clearCart(db)}`)
      }
      const line = pickFrom((await db.cartLines.toArray()).filter((l) => l.productId !== world.ledgerProduct.productId), this.pick)
      if (!line) return world.note('    no line to change')
      const message = this.op === 'set' ? await setQuantity(line.id, this.quantity, db) : await removeLine(line.id, db)
      world.note(`    line ${line.id}: ${message}`)
    })
  }
  toString() {
    return this.op === 'clear' ? `d${this.dev} clears the cart` : `d${this.dev} ${this.op === 'set' ? `sets to ${this.quantity}` : 'removes'} a cart line (pick ${this.pick})`
  }
}

class CreateBoard extends PersonStep {
  readonly kind = 'board create'
  constructor(d: number, readonly pick: number) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'board create', async (device, person) => {
      const db = device.main
      const products = (await db.products.toArray()).sort((a, b) => a.id - b.id)
      const items = products.slice(this.pick % Math.max(1, products.length)).slice(0, 2).map((p) => ({ itemId: p.id }))
      const tag = world.journal.newTag('b')
      const id = await createBoard({ name: tag, type: 'product', items }, db)
      world.journal.record({ tag, kind: 'board', owner: person, dbName: device.dbName, localId: id })
      world.note(`    board ${tag} made as ${id}`)
    })
  }
  toString() {
    return `d${this.dev} makes a board (pick ${this.pick})`
  }
}

class EditBoard extends PersonStep {
  readonly kind = 'board edit'
  constructor(d: number, readonly pick: number, readonly op: 'rename' | 'items' | 'weights' | 'delete', readonly n: number) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'board edit', async (device) => {
      const db = device.main
      const board = pickFrom(await db.boards.toArray(), this.pick)
      if (!board) return world.note('    no board')
      const tag = tagIn(board.name)
      if (this.op === 'rename') await renameBoard(board.id, `${tag} ~${this.n}`, db)
      if (this.op === 'items') {
        const products = (await db.products.toArray()).sort((a, b) => a.id - b.id)
        await setBoardItems(board.id, products.slice(this.n % Math.max(1, products.length)).slice(0, 1 + (this.n % 3)).map((p) => ({ itemId: p.id })), db)
      }
      if (this.op === 'weights') await setBoardWeights(board.id, { price: this.n % 5, support: (this.n * 7) % 5 }, db)
      if (this.op === 'delete') {
        await deleteBoard(board.id, db)
        world.journal.excuse(tag, 'deleted by its person')
      }
      world.note(`    board ${board.id} (${tag}): ${this.op}`)
    })
  }
  toString() {
    return `d${this.dev} ${this.op === 'rename' ? 'renames' : this.op === 'delete' ? 'deletes' : `sets the ${this.op} of`} a board (pick ${this.pick}, ${this.n})`
  }
}

class RequestOrder extends PersonStep {
  readonly kind = 'order request'
  constructor(d: number, readonly pick: number, readonly users: number) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'order request', async (device, person) => {
      const db = device.main
      const options = await db.pricingOptions.toArray()
      const option = pickFrom(options, this.pick)
      const tier = option && (await db.productTiers.get(option.productTierId))
      if (!option || !tier) return world.note('    no plan to request')
      const tag = world.journal.newTag('o')
      const id = await requestSubscription({ productId: tier.productId, tierId: tier.id, pricingOptionId: option.id, users: this.users, notes: tag }, db)
      world.journal.record({ tag, kind: 'order', owner: person, dbName: device.dbName, localId: id })
      world.note(`    order ${tag} made as ${id} (option ${option.id})`)
    })
  }
  toString() {
    return `d${this.dev} requests a subscription for ${this.users} users (pick ${this.pick})`
  }
}

class CancelOrder extends PersonStep {
  readonly kind = 'order cancel'
  constructor(d: number, readonly pick: number) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'order cancel', async (device) => {
      const order = pickFrom(await device.main.orders.toArray(), this.pick)
      if (!order) return world.note('    no order')
      await cancelRequest(order.id, device.main)
      world.note(`    order ${order.id} (${order.notes}, ${order.status}): cancel`)
    })
  }
  toString() {
    return `d${this.dev} cancels a subscription request (pick ${this.pick})`
  }
}

class VendorNote extends PersonStep {
  readonly kind = 'vendor note'
  constructor(d: number, readonly pick: number, readonly remove: boolean, readonly n: number) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'vendor note', async (device, person) => {
      const db = device.main
      const vendor = pickFrom(await db.vendors.toArray(), this.pick)
      if (!vendor) return world.note('    no vendor')
      const existing = (await db.vendorNotes.where('vendorId').equals(vendor.id).first()) ?? null
      if (this.remove) {
        if (!existing) return world.note(`    no note on vendor ${vendor.id} to delete`)
        await deleteVendorNote(existing, db)
        world.journal.excuse(tagIn(existing.text), 'deleted by its person')
        return world.note(`    note ${existing.id} on vendor ${vendor.id} deleted`)
      }
      if (existing) {
        await saveVendorNote(vendor.id, `${tagIn(existing.text)} ~${this.n}`, existing, db)
        return world.note(`    note ${existing.id} on vendor ${vendor.id} edited`)
      }
      const tag = world.journal.newTag('n')
      await saveVendorNote(vendor.id, tag, null, db)
      const made = await db.vendorNotes.filter((note) => note.text === tag).first()
      // One note per person and vendor: one written on another device saves over this one, or this over it.
      const others = [...world.journal.tags.values()].filter((t) => t.kind === 'vendorNote' && t.owner === person && t.vendorName === vendor.name)
      world.journal.record({ tag, kind: 'vendorNote', owner: person, dbName: device.dbName, localId: made!.id, vendorName: vendor.name })
      for (const other of others.length ? [...others.map((t) => t.tag), tag] : []) world.journal.excuse(other, `${person} wrote another note on the vendor (the later save wins)`)
      world.note(`    note ${tag} on vendor ${vendor.id} made as ${made!.id}`)
    })
  }
  toString() {
    return `d${this.dev} ${this.remove ? 'deletes' : 'writes'} a vendor note (pick ${this.pick}, ${this.n})`
  }
}

/** People's writes, with the weights they are drawn with. */
export const peopleCommands = [
  { weight: 3, arbitrary: fc.tuple(dev, pick, fc.boolean()).map(([d, p, product]) => new ToggleFavourite(d, p, product)) },
  { weight: 4, arbitrary: fc.tuple(dev, fc.boolean(), pick, fc.integer({ min: 1, max: 3 })).map(([d, l, p, q]) => new AddToCart(d, l, p, q)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(dev, pick, fc.constantFrom('set' as const, 'set' as const, 'remove' as const, 'clear' as const), fc.integer({ min: 0, max: 4 }))
      .map(([d, p, op, q]) => new ChangeCartLine(d, p, op, q)),
  },
  { weight: 2, arbitrary: fc.tuple(dev, pick).map(([d, p]) => new CreateBoard(d, p)) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(dev, pick, fc.constantFrom('rename' as const, 'items' as const, 'weights' as const, 'delete' as const), fc.nat(99))
      .map(([d, p, op, n]) => new EditBoard(d, p, op, n)),
  },
  { weight: 2, arbitrary: fc.tuple(dev, pick, fc.integer({ min: 1, max: 3 })).map(([d, p, u]) => new RequestOrder(d, p, u)) },
  { weight: 1, arbitrary: fc.tuple(dev, pick).map(([d, p]) => new CancelOrder(d, p)) },
  { weight: 2, arbitrary: fc.tuple(dev, pick, fc.boolean(), fc.nat(99)).map(([d, p, r, n]) => new VendorNote(d, p, r, n)) },
]
