// One evaluation board: the owner's, editable, or someone's shared board, read-only (evaluation-center feature).
export { default } from '../../features/evaluation-center/board-screen'
