// The named mutations of a board's team (docs/board-teams.md): each is one REST call, and its
// `apply` shows the change on the row at once and again on top of a newer server row (rebase). The
// members' mutations are those a workspace has too (membership.ts).
// A score is queued on its own row (a temporary id until the server answers with the row it keeps
// for that board, evaluator, item and criterion), so scores made offline by different people never
// touch the same row (docs/sync.md, "Board teams").
import { defineMutation } from './define-mutation'
import { memberMutations } from './membership'

export const TEAM_MUTATIONS = [
  ...memberMutations({ entity: 'boardMember', scope: 'boardId', collection: '/api/boards' }),
  // On the evaluator's own member row; `at` is when they submitted (the server stamps its own).
  defineMutation({
    name: 'boardMember.submit',
    entity: 'boardMember',
    apply: (row, { at }) => row && { ...row, submittedAt: at },
    rest: ({ boardId }) => ({ method: 'POST', path: `/api/boards/${String(boardId)}/scorecard/submit`, body: {} }),
  }),
  defineMutation({
    name: 'boardMember.reopen',
    entity: 'boardMember',
    apply: (row) => row && { ...row, submittedAt: null },
    rest: ({ boardId }) => ({ method: 'POST', path: `/api/boards/${String(boardId)}/scorecard/reopen`, body: {} }),
  }),
  // Takes back the person's own score (a Security & compliance score: the trust profile counts again).
  defineMutation({
    name: 'boardScore.clear',
    entity: 'boardScore',
    apply: () => null,
    rest: ({ boardId }, id) => ({ method: 'DELETE', path: `/api/boards/${String(boardId)}/scores/${id}` }),
  }),
  defineMutation({
    name: 'boardScore.set',
    entity: 'boardScore',
    apply: (row, { score, note }) => row && { ...row, score, note: note ?? null },
    rest: ({ boardId, itemId, criterion, score, note }) => ({ method: 'PUT', path: `/api/boards/${String(boardId)}/scores`, body: { itemId, criterion, score, note } }),
  }),
  defineMutation({
    name: 'board.reveal',
    entity: 'board',
    apply: (row, { at }) => row && { ...row, revealedAt: at },
    rest: (_args, id) => ({ method: 'POST', path: `/api/boards/${id}/reveal`, body: {} }),
  }),
  // The owner's decision (sync/rules/board-decision.ts); `at` and `by` show it at once, the server stamps its own.
  defineMutation({
    name: 'board.decide',
    entity: 'board',
    apply: (row, { itemId, rationale, at, by }) => row && { ...row, decidedItemId: itemId, decisionRationale: rationale, decidedAt: at, decidedBy: by },
    rest: ({ itemId, rationale }, id) => ({ method: 'POST', path: `/api/boards/${id}/decision`, body: { itemId, rationale } }),
  }),
  defineMutation({
    name: 'board.reopenDecision',
    entity: 'board',
    apply: (row) => row && { ...row, decidedItemId: null, decisionRationale: null, decidedAt: null, decidedBy: null },
    rest: (_args, id) => ({ method: 'DELETE', path: `/api/boards/${id}/decision` }),
  }),
]
