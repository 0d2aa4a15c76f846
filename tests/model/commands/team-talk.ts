// A team board's talk and its end in the model test, each through the real store a screen calls
// (web/data/account/board-comments.ts, board-decision.ts, board-history.ts): comments that mention a
// colleague, their edits and deletions, the owner's decision and its reopening, and undo of one's own
// last change. The server decides who may (a viewer cannot comment, only the owner decides, a decided
// board takes no change); a refused write is rolled back, and the quiet check holds every copy,
// notifications and activity included, to what the server shows its person.
import * as fc from 'fast-check'
import { addComment, deleteComment, editComment } from '../../../web/data/account/board-comments'
import { decideBoard, reopenDecision } from '../../../web/data/account/board-decision'
import { undoLastChange } from '../../../web/data/account/board-history'
import { PEOPLE } from '../model-server'
import type { World } from '../model-world'
import { PersonStep, pickFrom } from './step'

const dev = fc.nat(2)
const pick = fc.nat(1000)

/** Writes a comment on one of a board's items that mentions a person (perhaps no member), or edits or deletes one of its own. */
class Comment extends PersonStep {
  readonly kind = 'team comment'
  constructor(d: number, readonly pick: number, readonly op: 'add' | 'edit' | 'delete', readonly who: number) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'team comment', async (device, person) => {
      const text = `note for @${PEOPLE[this.who % PEOPLE.length]} #${this.pick}`
      if (this.op === 'add') {
        const board = pickFrom(await device.main.boards.toArray(), this.pick)
        const item = board?.items[this.pick % Math.max(1, board.items.length)]
        if (!board || !item) return world.note('    no board item to comment on')
        await addComment(board.id, item.itemId, text, device.main)
        return world.note(`    commented on item ${item.itemId} of board ${board.id}: "${text}"`)
      }
      const own = pickFrom(await device.main.boardComments.filter((c) => c.userId === world.idOf(person)).toArray(), this.pick)
      if (!own) return world.note('    no comment of their own')
      if (this.op === 'edit') await editComment(own, text, device.main)
      else await deleteComment(own, device.main)
      world.note(`    comment ${own.id} of board ${own.boardId}: ${this.op === 'edit' ? `now "${text}"` : 'deleted'}`)
    })
  }
  toString() {
    return `d${this.dev} ${this.op === 'add' ? 'comments' : `${this.op}s a comment`} mentioning ${PEOPLE[this.who % PEOPLE.length]} (pick ${this.pick})`
  }
}

/** Records a decision on a board (one of its items), or reopens it. */
class Decide extends PersonStep {
  readonly kind = 'team decision'
  constructor(d: number, readonly pick: number, readonly reopen: boolean) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'team decision', async (device) => {
      const board = pickFrom(await device.main.boards.toArray(), this.pick)
      if (!board) return world.note('    no board')
      if (this.reopen) {
        await reopenDecision(board.id, device.main)
        return world.note(`    board ${board.id}: decision reopened`)
      }
      const item = board.items[this.pick % Math.max(1, board.items.length)]
      if (!item) return world.note('    no item to choose')
      await decideBoard(board.id, item.itemId, `chosen #${this.pick}`, device.main)
      world.note(`    board ${board.id}: decided for item ${item.itemId}`)
    })
  }
  toString() {
    return `d${this.dev} ${this.reopen ? 'reopens a decision' : 'decides a board'} (pick ${this.pick})`
  }
}

/** Takes back the person's own last change on a board, as the board screen's Undo does. */
class Undo extends PersonStep {
  readonly kind = 'team undo'
  constructor(d: number, readonly pick: number) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'team undo', async (device) => {
      const board = pickFrom(await device.main.boards.toArray(), this.pick)
      if (!board) return world.note('    no board')
      const outcome = await undoLastChange(board.id, device.main)
      world.note(`    board ${board.id}: ${outcome === null ? 'nothing to undo' : 'refused' in outcome ? `undo refused (${outcome.refused})` : `undid ${outcome.undone.kind}`}`)
    })
  }
  toString() {
    return `d${this.dev} undoes their last change on a board (pick ${this.pick})`
  }
}

/** The talk and the decision, with the weights they are drawn with. */
export const teamTalkCommands = [
  {
    weight: 2,
    arbitrary: fc.tuple(dev, pick, fc.constantFrom('add' as const, 'add' as const, 'edit' as const, 'delete' as const), fc.nat(2)).map(([d, p, op, w]) => new Comment(d, p, op, w)),
  },
  { weight: 1, arbitrary: fc.tuple(dev, pick, fc.boolean()).map(([d, p, r]) => new Decide(d, p, r)) },
  { weight: 1, arbitrary: fc.tuple(dev, pick).map(([d, p]) => new Undo(d, p)) },
]
