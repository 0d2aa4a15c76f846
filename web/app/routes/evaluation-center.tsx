// Evaluation Center: named boards, the two compare lists and featured comparisons (evaluation-center feature).
export { default } from '../../features/evaluation-center/evaluation-center-screen'
