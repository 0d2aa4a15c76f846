// A board's team in the model test, each write through the real store of web/data/account/board-team.ts
// that a screen calls: invitations and their answers, roles, leaving and removal, scores, scorecards
// and the reveal. The server decides who may do what; a refused write is rolled back like any other,
// and the quiet check holds every copy to what the server shows its person.
import * as fc from 'fast-check'
import {
  acceptInvitation, changeMemberRole, declineInvitation, inviteMember, removeMember, revealResults, setScore, setScorecardSubmitted,
} from '../../../web/data/account/board-team'
import { PEOPLE } from '../model-server'
import type { World } from '../model-world'
import { PersonStep, pickFrom } from './step'

const dev = fc.nat(2)
const pick = fc.nat(1000)
const ROLES = ['co-owner', 'evaluator', 'viewer'] as const

class Invite extends PersonStep {
  readonly kind = 'team invite'
  constructor(d: number, readonly pick: number, readonly who: number, readonly role: number) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'team invite', async (device) => {
      const board = pickFrom(await device.main.boards.toArray(), this.pick)
      if (!board) return world.note('    no board')
      const who = PEOPLE[this.who % PEOPLE.length]
      await inviteMember(board.id, who, ROLES[this.role % ROLES.length], device.main)
      world.note(`    invited ${who} to board ${board.id} as ${ROLES[this.role % ROLES.length]}`)
    })
  }
  toString() {
    return `d${this.dev} invites ${PEOPLE[this.who % PEOPLE.length]} as ${ROLES[this.role % ROLES.length]} (pick ${this.pick})`
  }
}

class AnswerInvitation extends PersonStep {
  readonly kind = 'team answer'
  constructor(d: number, readonly pick: number, readonly accept: boolean) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'team answer', async (device, person) => {
      const invitation = pickFrom(await device.main.boardMembers.filter((m) => m.status === 'invited' && m.userId === world.idOf(person)).toArray(), this.pick)
      if (!invitation) return world.note('    no invitation')
      await (this.accept ? acceptInvitation : declineInvitation)(invitation, device.main)
      world.note(`    ${this.accept ? 'accepted' : 'declined'} invitation ${invitation.id} to board ${invitation.boardId}`)
    })
  }
  toString() {
    return `d${this.dev} ${this.accept ? 'accepts' : 'declines'} an invitation (pick ${this.pick})`
  }
}

/** Removes a member, withdraws an invitation, or (on one's own row) leaves; or changes a member's role. */
class ManageMember extends PersonStep {
  readonly kind = 'team member'
  constructor(d: number, readonly pick: number, readonly role: number | null) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'team member', async (device) => {
      const member = pickFrom(await device.main.boardMembers.filter((m) => m.role !== 'owner').toArray(), this.pick)
      if (!member) return world.note('    no member')
      if (this.role === null) await removeMember(member, device.main)
      else await changeMemberRole(member, ROLES[this.role % ROLES.length], device.main)
      world.note(`    member ${member.id} (user ${member.userId}) of board ${member.boardId}: ${this.role === null ? 'removed' : ROLES[this.role % ROLES.length]}`)
    })
  }
  toString() {
    return `d${this.dev} ${this.role === null ? 'removes a member' : `makes a member ${ROLES[this.role % ROLES.length]}`} (pick ${this.pick})`
  }
}

class Score extends PersonStep {
  readonly kind = 'team score'
  constructor(d: number, readonly pick: number, readonly item: number, readonly criterion: boolean, readonly score: number) {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'team score', async (device) => {
      const board = pickFrom(await device.main.boards.toArray(), this.pick)
      const item = board && board.items[this.item % Math.max(1, board.items.length)]
      if (!board || !item) return world.note('    no board item to score')
      const criterion = this.criterion ? 'security' : 'price'
      await setScore(board.id, item.itemId, criterion, this.score, null, device.main)
      world.note(`    scored item ${item.itemId} of board ${board.id} on ${criterion}: ${this.score}`)
    })
  }
  toString() {
    return `d${this.dev} scores ${this.score} (pick ${this.pick}, item ${this.item})`
  }
}

class Scorecard extends PersonStep {
  readonly kind = 'team scorecard'
  constructor(d: number, readonly pick: number, readonly op: 'submit' | 'reopen' | 'reveal') {
    super(d)
  }
  protected async act(world: World) {
    return await this.write(world, 'team scorecard', async (device) => {
      const board = pickFrom(await device.main.boards.toArray(), this.pick)
      if (!board) return world.note('    no board')
      if (this.op === 'reveal') await revealResults(board.id, device.main)
      else await setScorecardSubmitted(board.id, this.op === 'submit', device.main)
      world.note(`    board ${board.id}: ${this.op}`)
    })
  }
  toString() {
    return `d${this.dev} ${this.op}s a scorecard (pick ${this.pick})`
  }
}

/** A board team's writes, with the weights they are drawn with. */
export const teamCommands = [
  { weight: 2, arbitrary: fc.tuple(dev, pick, fc.nat(2), fc.nat(2)).map(([d, p, w, r]) => new Invite(d, p, w, r)) },
  { weight: 2, arbitrary: fc.tuple(dev, pick, fc.boolean()).map(([d, p, a]) => new AnswerInvitation(d, p, a)) },
  { weight: 1, arbitrary: fc.tuple(dev, pick, fc.option(fc.nat(2))).map(([d, p, r]) => new ManageMember(d, p, r)) },
  { weight: 3, arbitrary: fc.tuple(dev, pick, fc.nat(3), fc.boolean(), fc.integer({ min: 1, max: 5 })).map(([d, p, i, c, s]) => new Score(d, p, i, c, s)) },
  {
    weight: 1,
    arbitrary: fc.tuple(dev, pick, fc.constantFrom('submit' as const, 'reopen' as const, 'reveal' as const)).map(([d, p, op]) => new Scorecard(d, p, op)),
  },
]
