// A board someone shared, opened by the token in its link, read-only (evaluation-center feature).
export { default } from '../../features/evaluation-center/shared-board-screen'
